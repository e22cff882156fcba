// DELETE /api/website/sites/:id: the site leaves My Sites; restoreSite undoes it.
import { SiteIdResponseSchema } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function deleteSite(id: string): Promise<void> {
  await apiFetch(`/api/website/sites/${encodeURIComponent(id)}`, SiteIdResponseSchema, { method: 'DELETE' });
}
