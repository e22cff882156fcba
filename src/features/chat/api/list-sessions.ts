// The signed-in user's chat sessions, pinned first, then the most recently used,
// straight from Supabase under RLS.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export interface SessionSummary {
  id: string;
  title: string;
  updated_at: string;
  pinned_at: string | null;
}

export async function listSessions(): Promise<SessionSummary[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('chat_sessions')
    .select('id, title, updated_at, pinned_at')
    .order('pinned_at', { ascending: false, nullsFirst: false })
    .order('updated_at', { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message);
  return data;
}

/** The SWR key of a user's session list (none while signed out). */
export const sessionsKey = (userId: string | undefined) => (userId ? (['chat-sessions', userId] as const) : null);

export function useSessions(userId: string | undefined) {
  return useSWR<SessionSummary[]>(sessionsKey(userId), listSessions);
}

/**
 * How long a stopped chat's first turn may take to be written (the function saves it once
 * it notices the stop, later on a busy server: 4 s was too short under load), and how
 * often the history asks meanwhile.
 */
const LISTED_WAIT = { tries: 20, everyMs: 750 } as const;

/**
 * Refreshes the history until it lists `sessionId`. A stopped turn is written by the
 * function once the stop reaches it, after the page stopped reading: refreshed at once,
 * a new chat stopped during its first answer was missing from the history until a reload.
 */
export async function refreshUntilListed(
  refresh: () => Promise<SessionSummary[] | undefined>,
  sessionId: string,
  wait: { tries: number; everyMs: number } = LISTED_WAIT,
): Promise<void> {
  for (let attempt = 0; attempt < wait.tries; attempt += 1) {
    const sessions = await refresh().catch(() => undefined);
    if (sessions?.some((session) => session.id === sessionId)) return;
    await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
  }
}
