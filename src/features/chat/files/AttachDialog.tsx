import { FolderOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { FilePickButton } from '../../../components/FilePickButton';
import { Spinner } from '../../../components/Spinner';
import { humanSize, lengthLabel } from '../../../domain/file-facts';
import { CHAT_FILES_MAX, DOCUMENT_KIND_LABELS, DOCUMENT_STATUS_LABELS, type DocumentRow } from '../../../domain/files-contract';
import { UPLOAD_PHASE_LABELS, useUploads } from '../../../lib/files/use-uploads';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import type { ChatFiles } from './use-chat-files';

const facts = (document: DocumentRow) =>
  [DOCUMENT_KIND_LABELS[document.kind], humanSize(document.size_bytes), lengthLabel(document.kind, document.pages)]
    .filter(Boolean)
    .join(' · ');

/**
 * Attach files: My files with a tick for each ready one (ticking attaches it to this chat at once),
 * and an upload from the computer whose files are attached once read. A modal <dialog>: focus stays
 * inside, Escape closes it, and the focus goes back to the Attach files button.
 */
export function AttachDialog({ userId, chatFiles, onClose }: { userId: string; chatFiles: ChatFiles; onClose: () => void }) {
  const dialog = useModalDialog(true);
  const titleId = useId();
  const { files, attached, full } = chatFiles;
  const uploads = useUploads(userId, { onAccepted: chatFiles.attachWhenReady });
  const refused = uploads.items.filter((item) => item.phase === 'failed' && item.documentId === null);
  const sending = uploads.items.filter((item) => item.documentId === null && item.phase !== 'failed');
  const attachedIds = new Set(attached.map((document) => document.id));
  const documents = files.data?.documents ?? [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[min(40rem,calc(100dvh-2rem))] w-[min(34rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Attach files
          </h2>
          <p className="mt-1 text-sm text-muted">
            Every model reads the best passages of the files ticked here and cites the page. Up to {CHAT_FILES_MAX} files a chat.
          </p>
        </div>
        {files.error ? (
          <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm">
            <p>Could not load My files. Check your connection and try again.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void files.mutate()}>
              Try again
            </Button>
          </div>
        ) : !files.data ? (
          <Spinner label="Loading My files" className="size-6" />
        ) : documents.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
            No files yet. Upload one from your computer below: it is attached as soon as it is read.
          </p>
        ) : (
          <fieldset className="space-y-1">
            <legend className="sr-only">My files</legend>
            {full ? <p className="mb-2 text-sm text-warn">This chat has {CHAT_FILES_MAX} files. Untick one to attach another.</p> : null}
            <ul className="max-h-72 space-y-1 overflow-y-auto">
              {documents.map((document) => {
                const ready = document.status === 'ready';
                const checked = attachedIds.has(document.id);
                return (
                  <li key={document.id}>
                    <label
                      className={`flex items-start gap-3 rounded-lg p-2 ${ready ? 'cursor-pointer hover:bg-subtle' : 'cursor-not-allowed'}`}
                    >
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!ready || (full && !checked)}
                        onChange={() => void (checked ? chatFiles.detach(document) : chatFiles.attach(document))}
                        className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium break-words">{document.name}</span>
                        <span className="block text-xs text-muted">
                          {facts(document)}
                          {ready ? '' : ` · ${DOCUMENT_STATUS_LABELS[document.status === 'uploading' ? 'processing' : document.status]}`}
                        </span>
                        {document.status === 'failed' && document.failure ? (
                          <span className="block text-xs text-danger">{document.failure}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {sending.length + refused.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {sending.map((item) => (
              <li key={item.key} className="text-muted">
                {item.name}: {UPLOAD_PHASE_LABELS[item.phase]}…
              </li>
            ))}
            {refused.map((item) => (
              <li key={item.key} className="text-danger">
                {item.error}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <div className="flex flex-wrap items-center gap-3">
            <FilePickButton label="Attach files" variant="secondary" onFiles={uploads.add} />
            <Link href="/files" className="inline-flex items-center gap-1 text-sm text-accent underline underline-offset-2">
              <FolderOpen aria-hidden="true" className="size-4" />
              My files
            </Link>
          </div>
          <Button variant="gradient" onClick={() => dialog.current?.close()}>
            Done
          </Button>
        </div>
      </div>
    </dialog>
  );
}
