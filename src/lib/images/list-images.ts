// GET /api/images[?q=words]: the signed-in user's images (My images), newest first,
// and today's generations on the platform's key. Shared by /images and the image picker
// (src/components/ImagePicker.tsx), so both read one SWR cache.
import useSWR from 'swr';
import { ImageListSchema, type ImageList } from '../../domain/images-contract';
import { apiFetch } from '../api-client';

export const imagesKey = (userId: string | undefined, query: string) => (userId ? (['my-images', userId, query] as const) : null);

export async function listImages(query: string): Promise<ImageList> {
  const search = query.trim() ? `?q=${encodeURIComponent(query.trim())}` : '';
  return apiFetch(`/api/images${search}`, ImageListSchema);
}

/** My images; `query` searches prompts and alt text. The signed URLs expire in an hour: the list is read again on focus. */
export function useImages(userId: string | undefined, query: string) {
  return useSWR<ImageList>(imagesKey(userId, query), () => listImages(query), { keepPreviousData: true });
}
