import { ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ListLoadState } from '../../components/ListLoadState';
import { SearchField } from '../../components/SearchField';
import { messageOf } from '../../domain/error-message';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFileDrop } from '../../lib/use-file-drop';
import { useImages } from '../../lib/images/list-images';
import { ImageTile } from './ImageTile';
import { UploadImage } from './UploadImage';
import { useImageUploads } from './use-image-uploads';

/** My images: everything generated or uploaded, newest first, searchable by description (an upload's file name) and alt text; photos dropped on it are uploaded. */
export function MyImages({ userId }: { userId: string }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 250);
  const { data, error, isLoading, mutate } = useImages(userId, query);
  const heading = useRef<HTMLHeadingElement>(null);
  const images = data?.images ?? [];
  const { mutate: mutateAny } = useSWRConfig();
  // every list of My images (the search's and the studio's unfiltered one)
  const refreshAll = () => mutateAny((key) => Array.isArray(key) && key[0] === 'my-images' && key[1] === userId);
  const uploads = useImageUploads(() => void refreshAll());
  const drop = useFileDrop({ disabled: false, onFiles: uploads.add });

  return (
    <section
      aria-labelledby="my-images-heading"
      {...drop.handlers}
      className={`-m-3 space-y-4 rounded-2xl border-2 border-dashed p-3 transition ${drop.over ? 'border-accent bg-accent-soft' : 'border-transparent'}`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="my-images-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          My images
        </h2>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-start">
          <UploadImage uploads={uploads} />
          <SearchField
            value={search}
            onChange={setSearch}
            label="Search My images"
            placeholder="Search descriptions"
            className="w-full sm:w-72"
          />
        </div>
      </div>
      {error || (isLoading && !data) ? (
        <ListLoadState
          error={
            error
              ? new Error(`Could not load My images: ${messageOf(error, 'please try again')}. Check your connection and try again.`)
              : null
          }
          label="Loading My images"
          onRetry={() => void mutate()}
        />
      ) : images.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <ImageIcon aria-hidden="true" className="mx-auto size-8 text-muted" />
          {query.trim() ? (
            <p className="mt-2 font-semibold text-fg">No image matches "{query.trim()}"</p>
          ) : (
            <>
              <p className="mt-2 font-semibold text-fg">No images yet</p>
              <p className="mt-1 text-sm text-muted">
                Describe one above and press Generate, or upload photos (or drop them here): they are kept here.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => (
            <ImageTile
              key={image.id}
              image={image}
              onChanged={() => void mutate()}
              onDeleted={() => {
                // The tile and its focused button are gone: the keyboard stays in My images.
                heading.current?.focus();
                void mutate();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
