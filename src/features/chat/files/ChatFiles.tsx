import { FileText, LoaderCircle, Paperclip, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import type { CitedFile } from '../../../domain/citations';
import { useChatFiles } from './use-chat-files';

// The dialog loads when first opened: most questions are asked without attaching anything.
const AttachDialog = lazy(() => import('./AttachDialog').then((module) => ({ default: module.AttachDialog })));

interface Props {
  userId: string;
  sessionId: string;
  /** The user's files, for the citations in answers. */
  onFilesChange: (files: readonly CitedFile[]) => void;
}

/** Above the question box: Attach files, and a chip for each attached file with its Remove button. */
export function ChatFiles({ userId, sessionId, onFilesChange }: Props) {
  const chatFiles = useChatFiles(userId, sessionId);
  const [open, setOpen] = useState(false);
  const documents = chatFiles.files.data?.documents;
  useEffect(() => {
    onFilesChange(documents?.map(({ id, name }) => ({ id, name })) ?? []);
  }, [documents, onFilesChange]);

  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Paperclip aria-hidden="true" className="size-4" />
        Attach files
      </Button>
      {chatFiles.attached.length + chatFiles.pending.length > 0 ? (
        <ul aria-label="Files attached to this chat" className="flex min-w-0 flex-wrap gap-2">
          {chatFiles.attached.map((document) => (
            <li
              key={document.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface py-1 pr-1 pl-3 text-sm text-fg"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-accent" />
              <span className="min-w-0 truncate">{document.name}</span>
              <button
                type="button"
                aria-label={`Remove ${document.name}`}
                onClick={() => void chatFiles.detach(document)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
          {chatFiles.pending.map((document) => (
            <li
              key={document.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-dashed border-line px-3 py-1.5 text-sm text-muted"
            >
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              <span className="min-w-0 truncate">{document.name}</span>
              <span className="shrink-0">(reading)</span>
            </li>
          ))}
        </ul>
      ) : null}
      {chatFiles.loadFailed ? <p className="text-sm text-danger">Could not read this chat's files. Reload the page to try again.</p> : null}
      {open ? (
        <Suspense fallback={null}>
          <AttachDialog userId={userId} chatFiles={chatFiles} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
