import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ImageRow } from '../../domain/images-contract';
import { notify, notifyFailure } from '../../lib/toast';
import { deleteImage } from './api/delete-image';
import { saveImage, type SaveFormat } from './save-image';

/** Edit, Download (PNG, WebP) and Delete, for one image. */
export function ImageActions({ image, onDeleted }: { image: ImageRow; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(format: SaveFormat) {
    setBusy(true);
    try {
      await saveImage(image, format);
    } catch (cause) {
      notifyFailure('Download failed', cause, 'The image could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setConfirming(false);
    setBusy(true);
    try {
      await deleteImage(image.id);
      notify({ title: 'Image deleted' });
      onDeleted();
    } catch (cause) {
      notifyFailure('Delete failed', cause, 'The image could not be deleted. Try again.');
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={`/images/${encodeURIComponent(image.id)}/edit`} variant="secondary" size="sm">
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </ButtonLink>
      {(['png', 'webp'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Download ${format === 'png' ? 'PNG' : 'WebP'}`}
          onClick={() => void save(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {format === 'png' ? 'PNG' : 'WebP'}
        </Button>
      ))}
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={image.versions > 1 ? `Delete this image and its ${image.versions} versions?` : 'Delete this image?'}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>The image is deleted from My images. Pages and posts that use it keep their own copy. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
