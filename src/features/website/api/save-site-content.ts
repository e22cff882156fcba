// PUT /api/website/sites/:id/content: the whole content, at the revision it was read at (409 when the site changed meanwhile).
import * as v from 'valibot';
import {
  SiteContentResponseSchema,
  type SaveContentRequest,
  type SiteContent,
  type SiteContentResponse,
} from '../../../domain/website/editor-contract';
import { apiFetch } from '../../../lib/api-client';

export async function saveSiteContent(id: string, revision: number, content: SiteContent): Promise<SiteContentResponse> {
  const body: SaveContentRequest = { revision, content };
  return v.parse(
    SiteContentResponseSchema,
    await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}/content`, { method: 'PUT', body }),
  );
}
