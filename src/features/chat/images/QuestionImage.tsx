import { ImageOff } from 'lucide-react';
import { useAuth } from '../../../lib/auth-context';
import { useImages } from '../../../lib/images/list-images';

/**
 * The image a question carried, above its bubble: its thumbnail from My images (the
 * signed URLs of GET /api/images), or "Image deleted" once it is gone from there.
 */
export function QuestionImage({ imageId }: { imageId: string }) {
  const { user } = useAuth();
  const { data } = useImages(user?.id, '');
  if (!data) return <div aria-hidden="true" className="size-24 rounded-xl bg-subtle" />;
  const image = data.images.find((candidate) => candidate.id === imageId);
  if (!image)
    return (
      <p className="inline-flex items-center gap-1.5 rounded-xl border border-dashed border-line px-3 py-2 text-xs text-muted">
        <ImageOff aria-hidden="true" className="size-4" />
        Image deleted
      </p>
    );
  return (
    <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-xl focus-visible:outline-2 focus-visible:outline-accent">
      <img
        src={image.thumb_url}
        alt={`Attached image: ${image.alt}`}
        className="max-h-40 w-auto max-w-48 rounded-xl border border-line object-cover"
      />
    </a>
  );
}
