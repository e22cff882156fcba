import { Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/Button';
import { RenameField } from '../../../components/RenameField';
import { CHAT_TITLE_MAX } from '../../../domain/chat-catalogue';
import type { SessionSummary } from '../api/list-sessions';

interface HistoryRowProps {
  session: SessionSummary;
  current: boolean;
  onOpen: () => void;
  onRename: (title: string) => Promise<void>;
  onPin: (pinned: boolean) => void;
  onDelete: () => void;
}

const iconButton = 'rounded-lg p-2 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';

/** One chat in the history: open it, or pin, rename (in place) or delete it. */
export function HistoryRow({ session, current, onOpen, onRename, onPin, onDelete }: HistoryRowProps) {
  const [mode, setMode] = useState<'idle' | 'renaming' | 'confirming'>('idle');
  const row = useRef<HTMLLIElement>(null);
  const title = session.title || 'Untitled chat';
  const pinned = Boolean(session.pinned_at);
  // Back to this row's button once a field or question closes, so the keyboard stays in place.
  const backTo = (selector: string) => {
    flushSync(() => setMode('idle'));
    row.current?.querySelector<HTMLButtonElement>(selector)?.focus();
  };

  if (mode === 'confirming') {
    return (
      <DeleteConfirmation
        title={title}
        onConfirm={() => {
          // On the chat's own row while it is deleted; the panel then moves on to the next chat.
          backTo('[data-action="open"]');
          onDelete();
        }}
        onCancel={() => backTo('[data-action="delete"]')}
        rowRef={row}
      />
    );
  }
  return (
    <li ref={row} data-session-id={session.id} className="group flex items-center gap-0.5">
      {mode === 'renaming' ? (
        <RenameField
          value={session.title}
          label="Chat name"
          maxLength={CHAT_TITLE_MAX}
          className="flex-1"
          onDone={async (name) => {
            if (name !== null && name.trim() && name.trim() !== session.title) await onRename(name);
            backTo('[data-action="rename"]');
          }}
        />
      ) : (
        <button
          type="button"
          onClick={onOpen}
          data-action="open"
          aria-current={current ? 'true' : undefined}
          className={`flex min-w-0 flex-1 items-center gap-1 rounded-lg px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-accent ${
            current ? 'bg-accent-soft font-semibold text-fg' : 'text-muted hover:bg-subtle hover:text-fg'
          }`}
        >
          {pinned && <Pin aria-label="Pinned" className="size-3 shrink-0 text-accent" />}
          <span className="truncate">{title}</span>
        </button>
      )}
      {mode === 'idle' && (
        <>
          <button
            type="button"
            onClick={() => onPin(!pinned)}
            // Each row's buttons name their chat: a list of a dozen "Pin" buttons says nothing to a screen reader.
            aria-label={`${pinned ? 'Unpin' : 'Pin'} ${title}`}
            title={pinned ? 'Unpin this chat' : 'Pin this chat to the top'}
            className={iconButton}
          >
            {pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
          </button>
          <button
            type="button"
            onClick={() => setMode('renaming')}
            data-action="rename"
            aria-label={`Rename ${title}`}
            title="Rename this chat"
            className={iconButton}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => setMode('confirming')}
            data-action="delete"
            aria-label={`Delete chat "${title}"`}
            title="Delete this chat"
            className="rounded-lg p-2 text-muted hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </>
      )}
    </li>
  );
}

/** The row of a chat about to be deleted: it asks first (Escape or Cancel keeps the chat). */
function DeleteConfirmation({
  title,
  onConfirm,
  onCancel,
  rowRef,
}: {
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
  rowRef: React.Ref<HTMLLIElement>;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <li
      ref={rowRef}
      className="rounded-lg border border-danger/40 bg-danger-soft p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p className="mb-2 text-sm text-fg">
        Delete <strong className="break-words">{title}</strong>? This cannot be undone.
      </p>
      <div className="flex gap-2">
        <Button variant="danger" size="sm" onClick={onConfirm}>
          Delete
        </Button>
        <Button ref={cancel} variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </li>
  );
}
