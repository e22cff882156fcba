import { Pin } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import { countOf } from '../../../domain/plural';
import type { ChatSearchHit } from '../api/search-chats';
import { Highlighted } from './Highlighted';
import { snippetText } from './snippet-text';

interface SearchResultsProps {
  query: string;
  hits: ChatSearchHit[] | undefined;
  failed: boolean;
  currentId: string;
  onOpen: (id: string) => void;
}

/** The chats that match what was typed, best first, with the words found marked. */
export function SearchResults({ query, hits, failed, currentId, onOpen }: SearchResultsProps) {
  if (failed) return <p className="px-1 py-2 text-sm text-muted">Search is not available right now. Try again in a moment.</p>;
  if (!hits) {
    return (
      <div className="flex justify-center py-4">
        <Spinner label="Searching your chats" />
      </div>
    );
  }
  if (hits.length === 0) {
    return (
      <p role="status" className="px-1 py-2 text-sm text-muted">
        No chat mentions “{query}”. Try another word, or fewer words.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {countOf(hits.length, 'chat')} found
      </p>
      <ul aria-label="Search results" className="max-h-[60vh] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-14rem)]">
        {hits.map((hit) => (
          <li key={hit.session_id}>
            <button
              type="button"
              onClick={() => onOpen(hit.session_id)}
              aria-current={hit.session_id === currentId ? 'true' : undefined}
              className="w-full rounded-lg px-2 py-2 text-left text-sm hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="flex items-center gap-1 font-semibold text-fg">
                {hit.pinned_at && <Pin aria-label="Pinned" className="size-3 shrink-0 text-accent" />}
                <span className="truncate">{hit.title || 'Untitled chat'}</span>
              </span>
              <span className="mt-0.5 line-clamp-3 break-words text-xs text-muted">
                <Highlighted text={snippetText(hit.snippet)} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
