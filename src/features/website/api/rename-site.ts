// PATCH /api/website/sites/:id: a new name for a saved website.
import { SiteSummarySchema, type RenameSiteRequest, type SiteSummary } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function renameSite(id: string, name: string): Promise<SiteSummary> {
  const body: RenameSiteRequest = { name };
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}`, SiteSummarySchema, { method: 'PATCH', body });
}
