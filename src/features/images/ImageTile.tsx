import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { RenameField } from '../../components/RenameField';
import type { ImageRow } from '../../domain/images-contract';
import { notifyFailure } from '../../lib/toast';
import { updateImageAlt } from './api/update-image';
import { ImageActions } from './ImageActions';

/** One image of My images: its thumbnail, its alt text (editable) and its actions. */
export function ImageTile({ image, onChanged, onDeleted }: { image: ImageRow; onChanged: () => void; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);

  async function saveAlt(alt: string | null) {
    setEditing(false);
    if (alt === null || !alt.trim() || alt.trim() === image.alt) return;
    try {
      await updateImageAlt(image.id, alt.trim());
      onChanged();
    } catch (cause) {
      notifyFailure('Alt text not saved', cause, 'The alt text could not be saved. Try again.');
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface">
      <a href={image.url} target="_blank" rel="noreferrer" className="block bg-subtle">
        <img
          src={image.thumb_url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-square h-auto w-full object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {image.demo || image.versions > 1 ? (
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {image.demo ? <Badge tone="neutral">Demo image</Badge> : null}
            {image.versions > 1 ? `${image.versions} versions` : null}
          </p>
        ) : null}
        {editing ? (
          <RenameField value={image.alt} label="Alt text" maxLength={300} onDone={saveAlt} />
        ) : (
          <div className="flex items-start justify-between gap-2">
            <p className="line-clamp-3 text-sm text-fg">{image.alt}</p>
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit alt text of ${image.alt}`}
              className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <div className="mt-auto">
          <ImageActions image={image} onDeleted={onDeleted} />
        </div>
      </div>
    </li>
  );
}
