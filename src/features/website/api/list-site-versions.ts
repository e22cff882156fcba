// GET /api/website/sites/:id/versions: the site's earlier versions, newest first.
import { SiteVersionsResponseSchema, type SiteVersion } from '../../../domain/website/site-change';
import { apiFetch } from '../../../lib/api-client';

export async function listSiteVersions(id: string): Promise<SiteVersion[]> {
  return (await apiFetch(`/api/website/sites/${encodeURIComponent(id)}/versions`, SiteVersionsResponseSchema)).versions;
}
