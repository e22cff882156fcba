// POST /api/files: announces a file (name, size, its first bytes) so the server types and admits it
// before any storage is spent; answers with the new row and a signed upload URL's path and token.
import { BeginUploadResponseSchema, FILE_HEAD_BYTES, type BeginUpload, type BeginUploadResponse } from '../../domain/files-contract';
import { apiFetch } from '../api-client';
import { blobToBase64 } from '../base64';

/** The file's first FILE_HEAD_BYTES bytes, base64. */
const fileHead = (file: Blob): Promise<string> => blobToBase64(file, FILE_HEAD_BYTES);

export async function beginUpload(file: File): Promise<BeginUploadResponse> {
  const body: BeginUpload = { name: file.name, size: file.size, head: await fileHead(file) };
  return apiFetch('/api/files', BeginUploadResponseSchema, { method: 'POST', body });
}
