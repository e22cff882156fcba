import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import type { ExportTurn } from '../../../domain/chat-export';
import { useShares } from '../api/list-shares';
import { ExportMenu } from './ExportMenu';

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

interface ChatToolsProps {
  userId: string;
  sessionId: string;
  title: string;
  turns: readonly ExportTurn[];
  /** The chat has a saved turn: there is something to export and share. */
  ready: boolean;
}

/** Export and Share for the open chat (usable once it has a saved turn; always shown, so the header never moves). */
export function ChatTools({ userId, sessionId, title, turns, ready }: ChatToolsProps) {
  const [sharing, setSharing] = useState(false);
  const shares = useShares(userId);
  const existing = shares.data?.find((share) => share.session_id === sessionId);
  return (
    <>
      <ExportMenu title={title} turns={turns} disabled={!ready} />
      <Button variant="secondary" onClick={() => setSharing(true)} disabled={!ready}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog userId={userId} sessionId={sessionId} existing={existing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </>
  );
}
