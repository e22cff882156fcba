// POST /api/website/sites/:id/restore: Undo of a delete.
import { SiteIdResponseSchema } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function restoreSite(id: string): Promise<void> {
  await apiFetch(`/api/website/sites/${encodeURIComponent(id)}/restore`, SiteIdResponseSchema, { method: 'POST' });
}
