// Choose one image of My images (the automation page's "Use in post"; the website
// editor can use it too): a modal <dialog> with a search and the images as
// thumbnail buttons. Escape or Cancel closes it and the focus returns to the button
// that opened it; choosing an image closes it with that image.
import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { ImageRow } from '../domain/images-contract';
import { useImages } from '../lib/images/list-images';
import { useModalDialog } from '../lib/use-modal-dialog';
import { Button } from './Button';
import { ListLoadState } from './ListLoadState';
import { SearchField } from './SearchField';

interface ImagePickerProps {
  open: boolean;
  userId: string | undefined;
  /** The image already chosen, marked as such. */
  chosenId?: string | null;
  onChoose: (image: ImageRow) => void;
  /** Closed without a choice (Cancel, Escape). */
  onCancel: () => void;
}

function NoImages({ searching }: { searching: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted">
      <ImageOff aria-hidden="true" className="size-7" />
      {searching ? (
        <p>No image matches this search.</p>
      ) : (
        <p>
          No images yet. Generate or upload one in{' '}
          <Link href="/images" className="font-semibold text-accent underline underline-offset-2">
            Images
          </Link>
          .
        </p>
      )}
    </div>
  );
}

function ImageChoices({
  userId,
  query,
  chosenId,
  onChoose,
}: { userId: string | undefined; query: string } & Pick<ImagePickerProps, 'chosenId' | 'onChoose'>) {
  const { data, error, isLoading, mutate } = useImages(userId, query);
  if (!data) return <ListLoadState error={isLoading ? null : error} label="Loading your images…" onRetry={() => void mutate()} />;
  if (data.images.length === 0) return <NoImages searching={Boolean(query.trim())} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="My images">
      {data.images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => onChoose(image)}
            aria-pressed={image.id === chosenId}
            className="group block w-full overflow-hidden rounded-xl border border-line bg-page text-left focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-pressed:border-accent aria-pressed:ring-2 aria-pressed:ring-accent"
          >
            <img src={image.thumb_url} alt="" className="aspect-square w-full object-cover" loading="lazy" />
            <span className="line-clamp-2 block p-2 text-xs">{image.alt}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ImagePicker({ open, userId, chosenId = null, onChoose, onCancel }: ImagePickerProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const [query, setQuery] = useState('');
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[min(44rem,calc(100vw-1rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex max-h-[85vh] flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          Choose an image
        </h2>
        <SearchField value={query} onChange={setQuery} label="Search my images" placeholder="Search by description" />
        <div className="min-h-40 overflow-y-auto">
          {open ? <ImageChoices userId={userId} query={query} chosenId={chosenId} onChoose={onChoose} /> : null}
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
        </div>
      </div>
    </dialog>
  );
}
