import { useState } from 'react';
import { FilePickButton } from '../../components/FilePickButton';
import { Spinner } from '../../components/Spinner';
import { messageOf } from '../../domain/error-message';
import { IMAGE_ACCEPT, type ImageRow } from '../../domain/images-contract';
import { notify } from '../../lib/toast';
import { beginImageUpload } from '../../lib/images/begin-image-upload';
import { finishImageUpload } from '../../lib/images/finish-image-upload';
import { putImageBytes } from '../../lib/images/put-image-bytes';

type Phase = 'checking' | 'uploading' | 'cleaning';
const PHASE_LABELS: Record<Phase, string> = { checking: 'Checking', uploading: 'Uploading', cleaning: 'Saving' };

/**
 * "Upload image": the photo is checked from its first bytes, put straight into
 * Storage, then cleaned by the server (EXIF and GPS removed, turned upright) and
 * kept in My images. What it is doing shows beside the button; a refusal shows its
 * reason here and in a toast.
 */
export function UploadImage({ onUploaded }: { onUploaded: (image: ImageRow) => void }) {
  const [busy, setBusy] = useState<{ name: string; phase: Phase } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setBusy({ name: file.name, phase: 'checking' });
    try {
      const begun = await beginImageUpload(file);
      setBusy({ name: file.name, phase: 'uploading' });
      await putImageBytes(begun, file);
      setBusy({ name: file.name, phase: 'cleaning' });
      const image = await finishImageUpload(begun.id, file.name);
      onUploaded(image);
      notify({ title: 'Image uploaded', description: `${file.name} is in My images.` });
    } catch (cause) {
      const reason = messageOf(cause, `${file.name} could not be uploaded. Try again.`);
      setError(reason);
      notify({ title: 'Image not uploaded', description: reason, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <FilePickButton
        label="Upload image"
        accept={IMAGE_ACCEPT}
        multiple={false}
        variant="secondary"
        disabled={busy !== null}
        onFiles={(files) => {
          if (files[0]) void upload(files[0]);
        }}
      />
      {busy ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner label={`${PHASE_LABELS[busy.phase]} ${busy.name}`} className="size-4" />
          <span aria-hidden="true" className="max-w-64 truncate">
            {PHASE_LABELS[busy.phase]} {busy.name}…
          </span>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="max-w-md text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
