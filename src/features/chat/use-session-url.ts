// Keeps the open chat and the address bar in step (docs/user-guide/chat.md): /chat?session=<id>
// names the chat on screen, so a reload, a bookmark or Back brings it back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notify } from '../../lib/toast';
import type { ChatTurn } from './conversation';

export const chatUrl = (sessionId: string | null) => (sessionId ? `/chat?session=${encodeURIComponent(sessionId)}` : '/chat');

interface SessionUrlOptions {
  /** The signed-in user (nothing is loaded while signed out). */
  userId: string | undefined;
  /** The session on screen. */
  sessionId: string;
  openSession: (id: string, turns: ChatTurn[]) => void;
  newChat: () => void;
}

export function useSessionUrl({ userId, sessionId, openSession, newChat }: SessionUrlOptions) {
  const urlSession = new URLSearchParams(useSearch()).get('session');
  const [, navigate] = useLocation();
  // The chat whose loading failed (its address stays, the page says so and stops waiting).
  const [failed, setFailed] = useState<string | null>(null);
  const opening = Boolean(userId && urlSession && urlSession !== sessionId && failed !== urlSession);
  const shown = useRef<string | null>(null);

  // The address bar changed (a history link, Back, a reload): show the chat it names.
  useEffect(() => {
    if (!userId) return;
    const previous = shown.current;
    shown.current = urlSession;
    if (!urlSession) {
      if (previous) newChat();
      return;
    }
    if (urlSession === sessionId) return;
    let cancelled = false;
    // Loaded on demand: a new chat's first paint needs neither it nor the schemas it reads rows with.
    import('./api/load-session-turns')
      .then(({ loadSessionTurns }) => loadSessionTurns(urlSession))
      .then((turns) => {
        if (cancelled) return;
        if (turns.length === 0) {
          notify({
            title: 'Chat not found',
            description: 'This chat does not exist or was deleted. Start a new one below.',
            variant: 'destructive',
          });
          navigate(chatUrl(null), { replace: true });
          return;
        }
        openSession(urlSession, turns);
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(urlSession);
        notify({ title: 'Error', description: 'Could not open this chat. Please reload the page to try again.', variant: 'destructive' });
      });
    return () => {
      cancelled = true;
    };
  }, [urlSession, userId, sessionId, openSession, newChat, navigate]);

  /** Opens a saved chat (a new history entry, so Back returns to the one before). */
  const show = useCallback((id: string) => navigate(chatUrl(id)), [navigate]);

  /** A new chat got its first saved turn: the address now names it, without a new history entry. */
  const named = useCallback(
    (id: string) => {
      if (shown.current === id) return;
      shown.current = id;
      navigate(chatUrl(id), { replace: true });
    },
    [navigate],
  );

  /** Leaves the saved chat for an empty one. */
  const leave = useCallback(
    (options?: { replace?: boolean }) => {
      newChat();
      if (shown.current) navigate(chatUrl(null), options);
    },
    [navigate, newChat],
  );

  return { opening, show, named, leave };
}
