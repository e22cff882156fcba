// POST /api/images/generate: one model's image for a description, stored in My images.
import { GeneratedImageSchema, type GenerateImageRequest, type ImageRow } from '../../../domain/images-contract';
import { apiFetch } from '../../../lib/api-client';

export async function generateImage(request: GenerateImageRequest, signal?: AbortSignal): Promise<ImageRow> {
  const { image } = await apiFetch('/api/images/generate', GeneratedImageSchema, { body: request, signal });
  return image;
}
