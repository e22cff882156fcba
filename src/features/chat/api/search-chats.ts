// Full-text search over the user's chats (search_chats in Postgres, under RLS):
// titles, questions, answers, syntheses and merges.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export interface ChatSearchHit {
  session_id: string;
  title: string;
  pinned_at: string | null;
  updated_at: string;
  turn_id: string | null;
  /** Text around the matches; each match sits between MATCH_START and MATCH_END. */
  snippet: string;
}

export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export async function searchChats(query: string): Promise<ChatSearchHit[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('search_chats', { p_query: query, p_limit: 30 });
  if (error) throw new Error('Search is not available right now. Try again.');
  return data;
}

/** Results for `query` (trimmed; nothing is asked for an empty one). */
export function useChatSearch(userId: string | undefined, query: string) {
  const wanted = query.trim();
  return useSWR<ChatSearchHit[]>(userId && wanted ? ['chat-search', userId, wanted] : null, () => searchChats(wanted), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
