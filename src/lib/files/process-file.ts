// POST /api/files/:id/process: the server reads the uploaded file into passages. 200 with the row
// ready or failed, or 202 while a background function still reads it (the list is then polled).
import { ProcessResponseSchema, type DocumentRow } from '../../domain/files-contract';
import { apiFetch } from '../api-client';

export async function processFile(id: string): Promise<DocumentRow> {
  return (await apiFetch(`/api/files/${encodeURIComponent(id)}/process`, ProcessResponseSchema, { method: 'POST' })).document;
}
