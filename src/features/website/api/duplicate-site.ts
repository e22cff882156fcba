// POST /api/website/sites/:id/duplicate: a copy of a saved website, within the free limit.
import * as v from 'valibot';
import { SiteIdResponseSchema } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function duplicateSite(id: string): Promise<string> {
  return v.parse(
    SiteIdResponseSchema,
    await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }),
  ).id;
}
