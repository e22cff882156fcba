// GET /api/images/:id/versions: every version of an image, newest first; and
// POST /api/images/:id/restore: a copy of one version becomes the newest.
import useSWR from 'swr';
import { GeneratedImageSchema, ImageVersionsSchema, type ImageRow, type ImageVersions } from '../../../domain/images-contract';
import { apiFetch } from '../../../lib/api-client';

export const versionsKey = (userId: string | undefined, id: string) => (userId ? (['image-versions', userId, id] as const) : null);

export function useImageVersions(userId: string | undefined, id: string) {
  return useSWR<ImageVersions>(versionsKey(userId, id), () =>
    apiFetch(`/api/images/${encodeURIComponent(id)}/versions`, ImageVersionsSchema),
  );
}

export async function restoreVersion(id: string): Promise<ImageRow> {
  const { image } = await apiFetch(`/api/images/${encodeURIComponent(id)}/restore`, GeneratedImageSchema, { method: 'POST' });
  return image;
}
