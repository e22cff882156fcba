// The chosen image of My images as the automation page shows it: found in the
// owner's list (the same SWR cache as /images and the picker), with its thumbnail.
import type { PostImage } from '../../../domain/automation/post-image';
import type { ImageRow } from '../../../domain/images-contract';
import { useAuth } from '../../../lib/auth-context';
import { useImages } from '../../../lib/images/list-images';

export type PostImageState = { kind: 'none' } | { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; row: ImageRow };

export function usePostImage(image: PostImage | null): PostImageState {
  const { user } = useAuth();
  const list = useImages(image ? user?.id : undefined, '');
  if (!image) return { kind: 'none' };
  const row = list.data?.images.find((entry) => entry.id === image.id);
  if (row) return { kind: 'found', row };
  return list.data || list.error ? { kind: 'missing' } : { kind: 'loading' };
}
