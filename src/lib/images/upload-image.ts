// An image uploaded in the three steps of /api/images/uploads: announced with its
// first bytes (typed and measured before any storage is spent), put into Storage with
// the signed URL, then cleaned and kept by the server. `onPhase` says which step runs.
import type { ImageRow } from '../../domain/images-contract';
import { beginImageUpload } from './begin-image-upload';
import { finishImageUpload } from './finish-image-upload';
import { putImageBytes } from './put-image-bytes';

export type UploadPhase = 'checking' | 'uploading' | 'cleaning';

export async function uploadImage(file: File, onPhase: (phase: UploadPhase) => void = () => {}): Promise<ImageRow> {
  onPhase('checking');
  const begun = await beginImageUpload(file);
  onPhase('uploading');
  await putImageBytes(begun, file);
  onPhase('cleaning');
  return finishImageUpload(begun.id, file.name);
}
