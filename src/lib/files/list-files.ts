// GET /api/files: the signed-in user's files (My files), newest first, and their plan's limits.
// Shared by My files and the chat (attaching, citations): polled while a file is still being read.
import useSWR from 'swr';
import { FileListSchema, type FileList } from '../../domain/files-contract';
import { apiFetch } from '../api-client';

/** How often the list is read again while a file is uploading or processing. */
export const FILES_POLL_MS = 1500;

export const filesKey = (userId: string | undefined) => (userId ? (['my-files', userId] as const) : null);

export async function listFiles(): Promise<FileList> {
  return apiFetch('/api/files', FileListSchema);
}

const stillReading = (list: FileList | undefined) =>
  Boolean(list?.documents.some((document) => document.status === 'uploading' || document.status === 'processing'));

export function useFiles(userId: string | undefined) {
  return useSWR<FileList>(filesKey(userId), listFiles, {
    revalidateOnFocus: false,
    refreshInterval: (list) => (stillReading(list) ? FILES_POLL_MS : 0),
  });
}
