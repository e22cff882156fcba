import { History, Link2, MessageSquarePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { SearchField } from '../../../components/SearchField';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SessionSummary } from '../api/list-sessions';
import { useChatSearch } from '../api/search-chats';
import { HistoryRow } from './HistoryRow';
import { SearchResults } from './SearchResults';
import { SharedLinks } from './SharedLinks';

/** Typing pauses this long before the search asks the database. */
const SEARCH_DELAY_MS = 200;

export interface HistoryPanelProps {
  userId: string;
  sessions: SessionSummary[] | undefined;
  loadFailed: boolean;
  currentId: string;
  onOpen: (id: string) => void;
  onRename: (session: SessionSummary, title: string) => Promise<void>;
  onPin: (session: SessionSummary, pinned: boolean) => void;
  /** Resolves true once the chat is deleted and the list refreshed. */
  onDelete: (session: SessionSummary) => Promise<boolean>;
  onNew: () => void;
  /** Shown in the phone drawer: closes it. */
  onClose?: () => void;
}

/** Past chats, pinned first then the most recent, with search over everything said in them. */
export function HistoryPanel({
  userId,
  sessions,
  loadFailed,
  currentId,
  onOpen,
  onRename,
  onPin,
  onDelete,
  onNew,
  onClose,
}: HistoryPanelProps) {
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query, SEARCH_DELAY_MS);
  const search = useChatSearch(userId, searched);
  const searching = query.trim() !== '';
  const [showShared, setShowShared] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const sharedToggle = useRef<HTMLButtonElement>(null);
  // A deleted chat's row leaves the list with the focus in it: the focus moves to the
  // chat that takes its place (or the one before it), else to New chat.
  const deleteAndMoveOn = async (session: SessionSummary) => {
    const index = sessions?.findIndex((candidate) => candidate.id === session.id) ?? -1;
    const next = sessions?.[index + 1] ?? sessions?.[index - 1];
    if (!(await onDelete(session))) return;
    requestAnimationFrame(() => {
      const rowButton =
        next && panel.current?.querySelector<HTMLElement>(`li[data-session-id="${CSS.escape(next.id)}"] [data-action="open"]`);
      (rowButton ?? panel.current?.querySelector<HTMLElement>('[data-action="new-chat"]'))?.focus();
    });
  };
  return (
    <nav ref={panel} aria-label="Chat history" className="rounded-2xl border border-line bg-surface p-3">
      <div className="mb-2 flex items-center justify-between gap-2 px-1">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-fg">
          <History aria-hidden="true" className="size-4" />
          History
        </h2>
        <div className="flex items-center gap-1">
          <button
            ref={sharedToggle}
            type="button"
            onClick={() => setShowShared((value) => !value)}
            aria-pressed={showShared}
            aria-label="Shared links"
            title="Your shared links"
            className="rounded-lg p-2 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent aria-pressed:bg-accent-soft aria-pressed:text-fg"
          >
            <Link2 aria-hidden="true" className="size-4" />
          </button>
          <Button variant="ghost" size="sm" onClick={onNew} data-action="new-chat">
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            New chat
          </Button>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close history"
              className="rounded-lg p-2 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
      {showShared ? (
        <SharedLinks userId={userId} onEmptied={() => sharedToggle.current?.focus()} />
      ) : (
        <>
          {sessions && sessions.length > 0 && (
            <SearchField value={query} onChange={setQuery} label="Search chats" placeholder="Search chats" className="mb-2" />
          )}
          {searching ? (
            <SearchResults
              query={searched.trim() || query.trim()}
              hits={searched.trim() ? search.data : undefined}
              failed={Boolean(search.error)}
              currentId={currentId}
              onOpen={onOpen}
            />
          ) : loadFailed ? (
            <p className="px-1 py-2 text-sm text-muted">Could not load your past chats.</p>
          ) : !sessions ? (
            <div className="flex justify-center py-4">
              <Spinner label="Loading your chats" />
            </div>
          ) : sessions.length === 0 ? (
            <p className="px-1 py-2 text-sm text-muted">Your chats will appear here.</p>
          ) : (
            <ul className="max-h-[60vh] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-14rem)]">
              {sessions.map((session) => (
                <HistoryRow
                  key={session.id}
                  session={session}
                  current={session.id === currentId}
                  onOpen={() => onOpen(session.id)}
                  onRename={(title) => onRename(session, title)}
                  onPin={(pinned) => onPin(session, pinned)}
                  onDelete={() => void deleteAndMoveOn(session)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </nav>
  );
}
