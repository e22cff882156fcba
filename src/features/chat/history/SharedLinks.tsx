import { ExternalLink } from 'lucide-react';
import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { notify, notifyFailure } from '../../../lib/toast';
import { sharesKey, useShares, type SharedLink } from '../api/list-shares';
import { sharedChatUrl } from '../api/share-chat';
import { stopSharing } from '../api/stop-sharing';

const titleOf = (share: SharedLink) => share.title || 'Untitled chat';

/**
 * The user's shared links: open, copy, or stop sharing each. A stopped link's row goes
 * with the focus in it: the focus moves to the next link (or the one before), else to
 * `onEmptied`'s choice.
 */
export function SharedLinks({ userId, onEmptied }: { userId: string; onEmptied: () => void }) {
  const shares = useShares(userId);
  const { mutate } = useSWRConfig();
  const list = useRef<HTMLUListElement>(null);
  const stop = async (share: SharedLink, index: number) => {
    try {
      await stopSharing(share.id);
    } catch (error: unknown) {
      notifyFailure('Error', error, 'Try again.');
      return;
    }
    notify({ title: 'Sharing stopped', description: share.title });
    const left = await mutate<SharedLink[]>(sharesKey(userId));
    requestAnimationFrame(() => {
      const links = list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a');
      const next = links?.[Math.min(index, links.length - 1)];
      if (next && left?.length) next.focus();
      else onEmptied();
    });
  };
  if (shares.error) return <p className="px-1 py-2 text-sm text-muted">Your shared links could not be loaded. Try again in a moment.</p>;
  if (!shares.data) {
    return (
      <div className="flex justify-center py-4">
        <Spinner label="Loading your shared links" />
      </div>
    );
  }
  if (shares.data.length === 0)
    return <p className="px-1 py-2 text-sm text-muted">You have not shared a chat. Open one and choose Share to make a read-only link.</p>;
  return (
    <ul ref={list} aria-label="Shared links" className="max-h-[60vh] space-y-2 overflow-y-auto lg:max-h-[calc(100vh-14rem)]">
      {shares.data.map((share, index) => (
        <li key={share.id} className="rounded-lg border border-line p-2">
          <a
            href={sharedChatUrl(share.id)}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-1 text-sm font-semibold break-words text-fg hover:underline"
          >
            {titleOf(share)}
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          </a>
          <div className="mt-2 flex gap-2">
            {/* Named with the chat: each link has its own Copy and Stop sharing. */}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Copy link to ${titleOf(share)}`}
              onClick={() =>
                navigator.clipboard.writeText(sharedChatUrl(share.id)).then(
                  () => notify({ title: 'Copied', description: 'The link is on your clipboard.' }),
                  () =>
                    notify({ title: 'Copy failed', description: 'Open the link and copy its address instead.', variant: 'destructive' }),
                )
              }
            >
              Copy link
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void stop(share, index)} aria-label={`Stop sharing ${titleOf(share)}`}>
              Stop sharing
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
