// POST /api/images/uploads: announces an image (name, size, its first bytes) so the server types and
// measures it before any storage is spent; answers with the upload's id and a signed upload URL.
import {
  BeginImageUploadResponseSchema,
  IMAGE_HEAD_BYTES,
  type BeginImageUpload,
  type BeginImageUploadResponse,
} from '../../domain/images-contract';
import { apiFetch } from '../api-client';
import { blobToBase64 } from '../base64';

export async function beginImageUpload(file: File): Promise<BeginImageUploadResponse['upload']> {
  const body: BeginImageUpload = { name: file.name, size: file.size, head: await blobToBase64(file, IMAGE_HEAD_BYTES) };
  const { upload } = await apiFetch('/api/images/uploads', BeginImageUploadResponseSchema, { method: 'POST', body });
  return upload;
}
