// POST /api/images/:id/transform (crop, resize, rotate, flip; no AI) and
// POST /api/images/:id/edit (the change in words, with an optional mask): each
// answers the new version.
import { GeneratedImageSchema, type EditImageRequest, type ImageRow, type TransformImageRequest } from '../../../domain/images-contract';
import { apiFetch } from '../../../lib/api-client';

export async function transformImage(id: string, body: TransformImageRequest): Promise<ImageRow> {
  const { image } = await apiFetch(`/api/images/${encodeURIComponent(id)}/transform`, GeneratedImageSchema, { method: 'POST', body });
  return image;
}

export async function editImage(id: string, body: EditImageRequest): Promise<ImageRow> {
  const { image } = await apiFetch(`/api/images/${encodeURIComponent(id)}/edit`, GeneratedImageSchema, { method: 'POST', body });
  return image;
}
