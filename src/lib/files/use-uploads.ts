// Uploads to My files, used by the My files page and the chat's Attach files dialog: each file is
// announced (POST /api/files: typed and admitted before any storage is spent), its bytes go to
// Storage through the signed URL, then the server reads it. Three files go at once; the rest wait.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DocumentRow, FileList } from '../../domain/files-contract';
import { notify } from '../toast';
import { beginUpload } from './begin-upload';
import { filesKey } from './list-files';
import { processFile } from './process-file';
import { uploadBytes } from './upload-bytes';
import { messageOf } from '../../domain/error-message';

/** Files uploading at once. */
export const PARALLEL_UPLOADS = 3;

export type UploadPhase = 'waiting' | 'checking' | 'uploading' | 'reading' | 'done' | 'failed';

/** What the user sees of an upload in progress. */
export const UPLOAD_PHASE_LABELS: Record<UploadPhase, string> = {
  waiting: 'Waiting to upload',
  checking: 'Checking',
  uploading: 'Uploading',
  reading: 'Reading',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  phase: UploadPhase;
  /** Its row in My files once the server took it. */
  documentId: string | null;
  /** Why it was refused or failed (the server's words). */
  error: string | null;
}

let sequence = 0;

export function useUploads(userId: string | undefined, options: { onAccepted?: (document: DocumentRow) => void } = {}) {
  const { mutate } = useSWRConfig();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const onAccepted = useRef(options.onAccepted);
  useEffect(() => {
    onAccepted.current = options.onAccepted;
  });

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const putRow = useCallback(
    (document: DocumentRow) =>
      mutate(
        filesKey(userId),
        (list: FileList | undefined) =>
          list && {
            ...list,
            documents: [document, ...list.documents.filter((row) => row.id !== document.id)],
          },
        { revalidate: false },
      ),
    [mutate, userId],
  );

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      update(key, { phase: 'checking' });
      let documentId: string | null = null;
      try {
        const begun = await beginUpload(file);
        documentId = begun.document.id;
        update(key, { phase: 'uploading', documentId });
        await putRow(begun.document);
        onAccepted.current?.(begun.document);
        await uploadBytes(begun.upload, file);
        update(key, { phase: 'reading' });
        const read = await processFile(documentId);
        await putRow(read);
        update(key, { phase: 'done' });
        if (read.status === 'failed' && read.failure) notify({ title: 'File not read', description: read.failure, variant: 'destructive' });
      } catch (cause) {
        const error = messageOf(cause, `${file.name} could not be uploaded. Try again.`);
        update(key, { phase: 'failed', error });
        notify({ title: documentId ? 'Upload failed' : 'File refused', description: error, variant: 'destructive' });
        // A row whose bytes never arrived is marked failed by the server ("did not arrive"), so the list says so.
        if (documentId) await processFile(documentId).then(putRow, () => undefined);
      } finally {
        await mutate(filesKey(userId));
      }
    },
    [mutate, putRow, update, userId],
  );

  // Each runner takes the next waiting file until none is left; at most PARALLEL_UPLOADS run.
  const pump = useCallback(() => {
    const runner = async () => {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await uploadOne(next.key, next.file);
      running.current -= 1;
    };
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      running.current += 1;
      void runner();
    }
  }, [uploadOne]);

  /** Queues files (from a file input or a drop) and starts as many as may run. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => {
        sequence += 1;
        return { key: `upload-${sequence}`, file };
      });
      if (added.length === 0) return;
      setItems((all) => [
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          phase: 'waiting' as const,
          documentId: null,
          error: null,
        })),
        ...all,
      ]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  /** Takes a refused or finished upload off the screen. */
  const dismiss = useCallback((key: string) => setItems((all) => all.filter((item) => item.key !== key)), []);

  const busy = items.some((item) => item.phase !== 'done' && item.phase !== 'failed');
  return { items, add, dismiss, busy };
}
