import { History, MessageSquarePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import type { SessionSummary } from './api/list-sessions';

interface HistorySidebarProps {
  sessions: SessionSummary[] | undefined;
  loadFailed: boolean;
  currentId: string;
  onOpen: (id: string) => void;
  onDelete: (session: SessionSummary) => void;
  onNew: () => void;
}

/** Past chat sessions, newest first, titled by their first question. */
export function HistorySidebar({ sessions, loadFailed, currentId, onOpen, onDelete, onNew }: HistorySidebarProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  return (
    <nav aria-label="Chat history" className="rounded-2xl border border-line bg-surface p-3">
      <div className="mb-2 flex items-center justify-between gap-2 px-1">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-fg">
          <History aria-hidden="true" className="size-4" />
          History
        </h2>
        <Button variant="ghost" size="sm" onClick={onNew}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          New chat
        </Button>
      </div>
      {loadFailed ? (
        <p className="px-1 py-2 text-sm text-muted">Could not load your past chats.</p>
      ) : !sessions ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading your chats" />
        </div>
      ) : sessions.length === 0 ? (
        <p className="px-1 py-2 text-sm text-muted">Your chats will appear here.</p>
      ) : (
        <ul ref={list} className="max-h-[60vh] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-12rem)]">
          {sessions.map((session) =>
            session.id === confirming ? (
              <DeleteConfirmation
                key={session.id}
                title={session.title || 'Untitled chat'}
                onConfirm={() => {
                  setConfirming(null);
                  onDelete(session);
                }}
                onCancel={() => {
                  // the keyboard goes back to this chat's delete button
                  flushSync(() => setConfirming(null));
                  list.current?.querySelector<HTMLButtonElement>(`[data-delete-chat="${CSS.escape(session.id)}"]`)?.focus();
                }}
              />
            ) : (
              <li key={session.id} className="group flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => onOpen(session.id)}
                  aria-current={session.id === currentId ? 'true' : undefined}
                  className={`min-w-0 flex-1 truncate rounded-lg px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-accent ${
                    session.id === currentId ? 'bg-accent-soft font-semibold text-fg' : 'text-muted hover:bg-subtle hover:text-fg'
                  }`}
                >
                  {session.title || 'Untitled chat'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(session.id)}
                  data-delete-chat={session.id}
                  aria-label={`Delete chat "${session.title || 'Untitled chat'}"`}
                  title="Delete this chat"
                  className="rounded-lg p-2 text-muted hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </nav>
  );
}

/** The row of a chat about to be deleted: it asks first (Escape or Cancel keeps the chat). */
function DeleteConfirmation({ title, onConfirm, onCancel }: { title: string; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <li
      className="rounded-lg border border-danger/40 bg-danger-soft p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
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
