// GET /api/website/sites/:id/content: a saved site's editable content, its revision and the editor's rendering.
import { SiteContentResponseSchema, type SiteContentResponse } from '../../../domain/website/editor-contract';
import { apiFetch } from '../../../lib/api-client';

export async function getSiteContent(id: string): Promise<SiteContentResponse> {
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}/content`, SiteContentResponseSchema);
}
