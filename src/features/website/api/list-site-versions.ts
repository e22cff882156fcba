// GET /api/website/sites/:id/versions: the site's earlier versions, newest first.
import * as v from 'valibot';
import { SiteVersionsResponseSchema, type SiteVersion } from '../../../domain/website/site-change';
import { apiFetch } from '../../../lib/api-client';

export async function listSiteVersions(id: string): Promise<SiteVersion[]> {
  return v.parse(SiteVersionsResponseSchema, await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}/versions`)).versions;
}
