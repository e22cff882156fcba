// PATCH /api/images/:id: an image's alt text.
import { GeneratedImageSchema, type ImageRow } from '../../../domain/images-contract';
import { apiFetch } from '../../../lib/api-client';

export async function updateImageAlt(id: string, alt: string): Promise<ImageRow> {
  const { image } = await apiFetch(`/api/images/${encodeURIComponent(id)}`, GeneratedImageSchema, { method: 'PATCH', body: { alt } });
  return image;
}
