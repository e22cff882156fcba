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
