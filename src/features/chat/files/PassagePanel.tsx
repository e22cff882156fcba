import { FileText, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button } from '../../../components/Button';
import type { OpenedCitation } from '../../../components/citation-context';
import { Spinner } from '../../../components/Spinner';
import { bestPassageIndex } from '../../../domain/passage-match';
import { getFilePassages } from '../../../lib/files/get-file-passages';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { CHAT_INPUT_ID } from '../ChatComposer';
import { messageOf } from '../../../domain/error-message';

interface Props {
  citation: OpenedCitation;
  /** Beside the chat (desktop), or over it as a dialog (phones). */
  mode: 'side' | 'dialog';
  onClose: () => void;
}

/** Gives the focus back to the citation that opened the panel (or the question box if its answer is gone). */
export function returnFocus(citation: OpenedCitation) {
  if (citation.trigger.isConnected) citation.trigger.focus();
  else document.getElementById(CHAT_INPUT_ID)?.focus();
}

/** The cited page of a file: its passages, the one that best matches the question marked and scrolled to. */
function PassageBody({ citation }: { citation: OpenedCitation }) {
  const { data, error, mutate } = useSWR(['file-passages', citation.fileId, citation.page], () =>
    getFilePassages(citation.fileId, citation.page),
  );
  const best = data ? bestPassageIndex(data.passages, citation.question) : -1;
  const marked = useRef<HTMLElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView({ block: 'center' });
  }, [data, best]);

  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm">
        <p>{messageOf(error, 'Could not open this page.')} If the file was deleted, it is no longer in My files.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading the cited page" className="size-6" />;
  if (data.passages.length === 0) {
    return <p className="text-sm text-muted">No text was read from this page. Open the file itself to see it.</p>;
  }
  return (
    <ol className="space-y-3 text-sm leading-relaxed">
      {data.passages.map((passage, index) => (
        <li key={passage.ordinal}>
          {passage.heading ? <p className="mb-1 font-semibold text-fg">{passage.heading}</p> : null}
          {index === best ? (
            <mark ref={marked} className="block rounded-lg bg-warn-soft p-2 whitespace-pre-wrap text-fg ring-1 ring-warn/40">
              {passage.content}
            </mark>
          ) : (
            <p className="whitespace-pre-wrap text-muted">{passage.content}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Frame({
  titleId,
  citation,
  onClose,
  children,
}: {
  titleId: string;
  citation: OpenedCitation;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <header className="flex items-start gap-2 border-b border-line p-4">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} tabIndex={-1} className="font-bold break-words focus:outline-none">
            {citation.label}
          </h2>
          <p className="text-xs text-muted">The passage that best matches the question is marked.</p>
        </div>
        <Button variant="ghost" size="sm" aria-label="Close passage panel" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </>
  );
}

/** The passage panel: beside the chat on wide screens, a dialog over it on phones. */
export function PassagePanel({ citation, mode, onClose }: Props) {
  const titleId = useId();
  const dialog = useModalDialog(mode === 'dialog');
  // A newly opened citation takes the focus to the panel's title (beside the chat: the dialog does it itself).
  useEffect(() => {
    if (mode === 'side') document.getElementById(titleId)?.focus();
  }, [mode, titleId, citation]);

  const close = () => {
    onClose();
    returnFocus(citation);
  };

  if (mode === 'dialog') {
    return (
      <dialog
        ref={dialog}
        aria-label="Passage panel"
        onClose={close}
        className="m-0 ml-auto h-dvh max-h-dvh w-[min(28rem,100vw)] max-w-none flex-col border-l border-line bg-page p-0 text-fg open:flex backdrop:bg-black/50"
      >
        <Frame titleId={titleId} citation={citation} onClose={() => dialog.current?.close()}>
          <PassageBody citation={citation} />
        </Frame>
      </dialog>
    );
  }
  return (
    <section
      aria-label="Passage panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
      className="flex max-h-[calc(100dvh-7rem)] flex-col rounded-2xl border border-line bg-surface shadow-sm"
    >
      <Frame titleId={titleId} citation={citation} onClose={close}>
        <PassageBody citation={citation} />
      </Frame>
    </section>
  );
}
