// POST /api/images/uploads: announces an image (name, size, its first bytes) so the server types and
// measures it before any storage is spent; answers with the upload's id and a signed upload URL.
import {
  BeginImageUploadResponseSchema,
  IMAGE_HEAD_BYTES,
  type BeginImageUpload,
  type BeginImageUploadResponse,
} from '../../domain/images-contract';
import { apiFetch } from '../api-client';

/** The image's first IMAGE_HEAD_BYTES bytes, base64. */
async function imageHead(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export async function beginImageUpload(file: File): Promise<BeginImageUploadResponse['upload']> {
  const body: BeginImageUpload = { name: file.name, size: file.size, head: await imageHead(file) };
  const { upload } = await apiFetch('/api/images/uploads', BeginImageUploadResponseSchema, { method: 'POST', body });
  return upload;
}
