import { ExternalLink } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { notify } from '../../../lib/toast';
import { sharesKey, useShares } from '../api/list-shares';
import { sharedChatUrl } from '../api/share-chat';
import { stopSharing } from '../api/stop-sharing';

/** The user's shared links: open, copy, or stop sharing each. */
export function SharedLinks({ userId }: { userId: string }) {
  const shares = useShares(userId);
  const { mutate } = useSWRConfig();
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
    <ul aria-label="Shared links" className="max-h-[60vh] space-y-2 overflow-y-auto lg:max-h-[calc(100vh-14rem)]">
      {shares.data.map((share) => (
        <li key={share.id} className="rounded-lg border border-line p-2">
          <a
            href={sharedChatUrl(share.id)}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-1 text-sm font-semibold break-words text-fg hover:underline"
          >
            {share.title || 'Untitled chat'}
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          </a>
          <div className="mt-2 flex gap-2">
            <Button
              variant="secondary"
              size="sm"
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
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                stopSharing(share.id).then(
                  () => {
                    notify({ title: 'Sharing stopped', description: share.title });
                    return mutate(sharesKey(userId));
                  },
                  (error: unknown) =>
                    notify({ title: 'Error', description: error instanceof Error ? error.message : 'Try again.', variant: 'destructive' }),
                )
              }
            >
              Stop sharing
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
