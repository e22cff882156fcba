import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { FilePickButton } from '../../../components/FilePickButton';
import { Spinner } from '../../../components/Spinner';
import { messageOf } from '../../../domain/error-message';
import { IMAGE_ACCEPT, type ImageRow } from '../../../domain/images-contract';
import { uploadImage } from '../../../lib/images/upload-image';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useImages } from '../../../lib/images/list-images';

/**
 * Attach image: upload one from the device (checked, stored and cleaned as on the
 * Images page, then kept in My images) or choose one of My images. A modal <dialog>:
 * focus stays inside, Escape closes it, the focus goes back to Attach image.
 */
export function AttachImageDialog({
  userId,
  onChoose,
  onClose,
}: {
  userId: string;
  onChoose: (image: ImageRow) => void;
  onClose: () => void;
}) {
  const dialog = useModalDialog(true);
  const titleId = useId();
  const images = useImages(userId, '');
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setUploading(file.name);
    try {
      const image = await uploadImage(file);
      void images.mutate();
      onChoose(image);
      dialog.current?.close();
    } catch (cause) {
      setError(messageOf(cause, `${file.name} could not be uploaded. Try again.`));
    } finally {
      setUploading(null);
    }
  }

  const list = images.data?.images ?? [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[min(40rem,calc(100dvh-2rem))] w-[min(34rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Attach image
          </h2>
          <p className="mt-1 text-sm text-muted">
            The models that can see images (GPT-4, Claude and Gemini) get it with your next question.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton
            label="Upload an image"
            accept={IMAGE_ACCEPT}
            multiple={false}
            variant="gradient"
            disabled={uploading !== null}
            onFiles={(files) => {
              if (files[0]) void upload(files[0]);
            }}
          />
          {uploading ? <Spinner label={`Uploading ${uploading}`} className="size-5" /> : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <section aria-labelledby={`${titleId}-mine`} className="space-y-2">
          <h3 id={`${titleId}-mine`} className="text-sm font-semibold">
            Or choose one of My images
          </h3>
          {images.error ? (
            <p className="text-sm text-danger">Could not load My images. Close this and try again.</p>
          ) : !images.data ? (
            <Spinner label="Loading My images" className="size-6" />
          ) : list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">No images yet: upload one above.</p>
          ) : (
            <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
              {list.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    aria-label={`Choose ${image.alt}`}
                    onClick={() => {
                      onChoose(image);
                      dialog.current?.close();
                    }}
                    className="block w-full overflow-hidden rounded-lg border border-line bg-subtle hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <img src={image.thumb_url} alt="" className="aspect-square h-auto w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <Link href="/images" className="text-sm text-accent underline underline-offset-2">
            My images
          </Link>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
        </div>
      </div>
    </dialog>
  );
}
