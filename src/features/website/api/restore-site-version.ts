// POST /api/website/sites/:id/versions/:version/restore: an earlier version becomes the current content.
import { SiteContentResponseSchema, type SiteContentResponse } from '../../../domain/website/editor-contract';
import { apiFetch } from '../../../lib/api-client';

export async function restoreSiteVersion(id: string, versionId: string): Promise<SiteContentResponse> {
  const path = `/api/website/sites/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`;
  return apiFetch(path, SiteContentResponseSchema, { method: 'POST' });
}
