// DELETE /api/files/:id: the file, its passages and its attachments to chats are gone.
import { FileDeletedSchema } from '../../../domain/files-contract';
import { apiFetch } from '../../../lib/api-client';

export async function deleteFile(id: string): Promise<void> {
  await apiFetch(`/api/files/${encodeURIComponent(id)}`, FileDeletedSchema, { method: 'DELETE' });
}
