import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListLoadState } from '../../components/ListLoadState';
import type { DocumentRow, FileList } from '../../domain/files-contract';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { useFiles } from '../../lib/files/list-files';
import { useUploads } from '../../lib/files/use-uploads';
import { notify, notifyFailure } from '../../lib/toast';
import { deleteFile } from './api/delete-file';
import { DropZone } from './DropZone';
import { FileRow } from './FileRow';
import { handOffFile } from './hand-off-file';
import { UploadRow } from './UploadRow';
import { messageOf } from '../../domain/error-message';

export function MyFiles({ userId, isPaid }: { userId: string; isPaid: boolean }) {
  const { data, error, isLoading, mutate } = useFiles(userId);
  const uploads = useUploads(userId);
  const [confirming, setConfirming] = useState<DocumentRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const documents = data?.documents ?? [];
  const atLimit = data !== undefined && documents.length >= data.limit.files;
  const unlisted = uploads.items.filter((item) => item.documentId === null || !documents.some((d) => d.id === item.documentId));

  async function remove(document: DocumentRow) {
    setConfirming(null);
    setBusyId(document.id);
    try {
      await deleteFile(document.id);
      await mutate((list: FileList | undefined) => list && { ...list, documents: list.documents.filter((d) => d.id !== document.id) }, {
        revalidate: true,
      });
      // The row and its focused button are gone: the keyboard stays in My files.
      heading.current?.focus();
      notify({ title: 'File deleted', description: document.name });
    } catch (cause) {
      notifyFailure('Delete failed', cause, 'The file could not be deleted. Try again.');
    } finally {
      setBusyId(null);
    }
  }

  async function handOff(document: DocumentRow, target: 'blog' | 'website') {
    setBusyId(document.id);
    try {
      await handOffFile(document, target);
    } catch (cause) {
      notifyFailure('Could not open the file', cause, 'The text of this file could not be read. Try again.');
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="files-list-heading" className="space-y-6">
      <DropZone maxBytes={data?.limit.bytes ?? null} disabled={atLimit} onFiles={uploads.add} />
      {atLimit ? (
        <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4">
          <p className="text-sm text-fg">
            Your plan keeps up to {data.limit.files} files. Delete one to upload another
            {isPaid ? '.' : ', or upgrade to PRO to keep more.'}
          </p>
          {isPaid ? null : (
            <ButtonLink to="/upgrade" variant="gradient" size="sm">
              Upgrade to PRO - {formatUsd(LAUNCH_PRICE)}
            </ButtonLink>
          )}
        </div>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="files-list-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Your files
        </h2>
        {data ? (
          <p className="text-sm text-muted">
            {documents.length} of {data.limit.files} files
          </p>
        ) : null}
      </div>
      {error || (isLoading && !data) ? (
        <ListLoadState
          error={
            error
              ? new Error(`Could not load My files: ${messageOf(error, 'please try again')}. Check your connection and try again.`)
              : null
          }
          label="Loading My files"
          onRetry={() => void mutate()}
        />
      ) : documents.length === 0 && unlisted.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <FileText aria-hidden="true" className="mx-auto size-8 text-muted" />
          <p className="mt-2 font-semibold text-fg">No files yet</p>
          <p className="mt-1 text-sm text-muted">
            Upload a price list, a handbook or a report above. Once it says Ready, attach it in the chat and ask about it.
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {unlisted.map((item) => (
            <UploadRow key={item.key} item={item} onDismiss={() => uploads.dismiss(item.key)} />
          ))}
          {documents.map((document) => (
            <FileRow
              key={document.id}
              document={document}
              upload={uploads.items.find((item) => item.documentId === document.id)}
              busy={busyId === document.id}
              onDelete={() => setConfirming(document)}
              onHandOff={(target) => void handOff(document, target)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${confirming?.name ?? 'this file'}?`}
        confirmLabel="Delete"
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>The file and the text read from it are deleted, and it leaves every chat it is attached to. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
