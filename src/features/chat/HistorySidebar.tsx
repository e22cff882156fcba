import { History, MessageSquarePlus, Trash2 } from 'lucide-react';
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
        <ul className="max-h-[60vh] space-y-1 overflow-y-auto">
          {sessions.map((session) => (
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
                onClick={() => onDelete(session)}
                aria-label={`Delete chat "${session.title || 'Untitled chat'}"`}
                className="rounded-lg p-2 text-muted hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-accent"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
