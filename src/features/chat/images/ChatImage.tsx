import { ImagePlus, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { attachedImageOf, type AttachedImage } from './attached-image';

// The dialog loads when first opened: most questions carry no image.
const AttachImageDialog = lazy(() => import('./AttachImageDialog').then((module) => ({ default: module.AttachImageDialog })));

interface Props {
  userId: string;
  image: AttachedImage | null;
  onChange: (image: AttachedImage | null) => void;
  /** The models of the chat that cannot see images: not asked while the image is attached. */
  blindModels: readonly string[];
}

/** Above the question box: Attach image, and the chosen image as a chip with its thumbnail and Remove image. */
export function ChatImage({ userId, image, onChange, blindModels }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" className="size-4" />
        Attach image
      </Button>
      {image ? (
        <div className="inline-flex max-w-full items-center gap-2 rounded-full border border-line bg-surface py-1 pr-1 pl-1 text-sm text-fg">
          <img src={image.thumb_url} alt="" className="size-7 shrink-0 rounded-full object-cover" />
          <span className="min-w-0 truncate">
            <span className="sr-only">Attached image: </span>
            {image.alt}
          </span>
          <button
            type="button"
            aria-label="Remove image"
            onClick={() => onChange(null)}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      {image && blindModels.length > 0 ? (
        <p className="w-full text-xs text-muted">
          {blindModels.join(', ')} cannot see images, so {blindModels.length === 1 ? 'it' : 'they'} will not be asked this question.
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <AttachImageDialog userId={userId} onChoose={(chosen) => onChange(attachedImageOf(chosen))} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
