import { FilePickButton } from '../../components/FilePickButton';
import { Spinner } from '../../components/Spinner';
import { IMAGE_ACCEPT } from '../../domain/images-contract';
import type { UploadPhase } from '../../lib/images/upload-image';
import type { ImageUploads } from './use-image-uploads';

const PHASE_LABELS: Record<UploadPhase, string> = { checking: 'Checking', uploading: 'Uploading', cleaning: 'Saving' };

/**
 * "Upload image": one photo or several (they go one after another); what it is doing
 * shows beside the button, and each refusal its reason, here and in a toast.
 */
export function UploadImage({ uploads }: { uploads: ImageUploads }) {
  const { current, refusals } = uploads;
  const doing = current
    ? `${PHASE_LABELS[current.phase]} ${current.name}${current.total > 1 ? ` (${current.number} of ${current.total})` : ''}`
    : null;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <FilePickButton label="Upload image" accept={IMAGE_ACCEPT} multiple variant="secondary" onFiles={uploads.add} />
      {doing ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner label={doing} className="size-4" />
          <span aria-hidden="true" className="max-w-64 truncate">
            {doing}…
          </span>
        </p>
      ) : null}
      {refusals.length ? (
        <div role="alert" className="max-w-md space-y-1 text-sm text-danger">
          {refusals.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
