// GET /api/website/sites/:id: one saved website with its HTML, to show it again.
import { SavedSiteSchema, type SavedSite } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function getSite(id: string): Promise<SavedSite> {
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}`, SavedSiteSchema);
}
