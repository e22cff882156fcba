// POST /api/website/sites/:id/duplicate: a copy of a saved website, within the free limit.
import { SiteIdResponseSchema } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function duplicateSite(id: string): Promise<string> {
  return (await apiFetch(`/api/website/sites/${encodeURIComponent(id)}/duplicate`, SiteIdResponseSchema, { method: 'POST' })).id;
}
