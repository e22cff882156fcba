// GET /api/images: My images, for the chat's image picker and the thumbnails of
// questions that carried an image. Its SWR key is the one the Images page reads
// My images under, so both pages share one list (and a new upload shows on both).
import useSWR from 'swr';
import { ImageListSchema, type ImageList } from '../../../domain/images-contract';
import { apiFetch } from '../../../lib/api-client';

export const myImagesKey = (userId: string | undefined) => (userId ? (['my-images', userId, ''] as const) : null);

export function useMyImages(userId: string | undefined) {
  return useSWR<ImageList>(myImagesKey(userId), () => apiFetch('/api/images', ImageListSchema), { keepPreviousData: true });
}
