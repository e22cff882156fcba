// GET /api/files/:id?page=N: a file and the passages of one page (the first 200 passages without a page).
import { FilePassagesSchema, type FilePassages } from '../../domain/files-contract';
import { apiFetch } from '../api-client';

export async function getFilePassages(id: string, page?: number | null): Promise<FilePassages> {
  const query = page === undefined || page === null ? '' : `?page=${encodeURIComponent(String(page))}`;
  return apiFetch(`/api/files/${encodeURIComponent(id)}${query}`, FilePassagesSchema);
}
