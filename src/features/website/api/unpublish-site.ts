// DELETE /api/website/sites/:id/publish: Unpublish (the public address answers 404; it stays this site's).
import { PublishSiteResponseSchema } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function unpublishSite(id: string): Promise<void> {
  await apiFetch(`/api/website/sites/${encodeURIComponent(id)}/publish`, PublishSiteResponseSchema, { method: 'DELETE' });
}
