// PUT /api/website/sites/:id/content: the whole content, at the revision it was read at (409 when the site changed
// meanwhile), and why it is saved (the version it replaces is listed with what changed).
import {
  SiteContentResponseSchema,
  type SaveCause,
  type SaveContentRequest,
  type SiteContent,
  type SiteContentResponse,
} from '../../../domain/website/editor-contract';
import { apiFetch } from '../../../lib/api-client';

export async function saveSiteContent(id: string, revision: number, content: SiteContent, cause: SaveCause): Promise<SiteContentResponse> {
  const body: SaveContentRequest = { revision, content, cause };
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}/content`, SiteContentResponseSchema, { method: 'PUT', body });
}
