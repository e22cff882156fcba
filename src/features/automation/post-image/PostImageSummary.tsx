// A saved post's image where it is read rather than edited (To review): the picture
// and its alt text, or that the image has since left My images.
import type { PostImage } from '../../../domain/automation/post-image';
import { usePostImage } from './use-post-image';

export function PostImageSummary({ image }: { image: PostImage }) {
  const shown = usePostImage(image);
  return (
    <figure className="mt-3 flex items-start gap-3">
      {shown.kind === 'found' ? (
        <img src={shown.row.thumb_url} alt={image.alt} className="size-20 shrink-0 rounded-lg border border-line object-cover" />
      ) : null}
      <figcaption className="text-sm text-muted">
        {shown.kind === 'missing' ? 'Its image is no longer in My images: it goes without it.' : `With its image: ${image.alt}`}
      </figcaption>
    </figure>
  );
}
