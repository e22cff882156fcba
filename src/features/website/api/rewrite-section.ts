// POST /api/website/sites/:id/rewrite: one section of a saved site written again (not saved: the editor applies it).
import {
  rewriteSectionResponseSchema,
  type RewriteSection,
  type RewriteSectionRequest,
  type RewriteSectionResponse,
  type SectionCopy,
} from '../../../domain/website/rewrite-contract';
import { apiFetch } from '../../../lib/api-client';

export async function rewriteSection<S extends RewriteSection>(
  id: string,
  section: S,
  current?: SectionCopy<S>,
  signal?: AbortSignal,
): Promise<RewriteSectionResponse<S>> {
  const body = (current ? { section, current } : { section }) as RewriteSectionRequest;
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}/rewrite`, rewriteSectionResponseSchema(section), {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}
