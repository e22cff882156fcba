// POST /api/images/uploads/:id/finish: the uploaded bytes cleaned (EXIF and GPS removed, turned
// upright) and stored in My images, or refused with the reason.
import { GeneratedImageSchema, type FinishImageUpload, type ImageRow } from '../../domain/images-contract';
import { apiFetch } from '../api-client';

export async function finishImageUpload(id: string, name: string): Promise<ImageRow> {
  const body: FinishImageUpload = { name };
  const { image } = await apiFetch(`/api/images/uploads/${encodeURIComponent(id)}/finish`, GeneratedImageSchema, {
    method: 'POST',
    body,
  });
  return image;
}
