// The user's shared links (table chat_shares, owner only under RLS), newest first.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export interface SharedLink {
  id: string;
  session_id: string;
  title: string;
  updated_at: string;
}

export async function listShares(): Promise<SharedLink[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('chat_shares')
    .select('id, session_id, title, updated_at')
    .order('updated_at', { ascending: false });
  if (error) throw new Error('Your shared links could not be loaded. Try again.');
  return data;
}

export const sharesKey = (userId: string | undefined) => (userId ? (['chat-shares', userId] as const) : null);

export function useShares(userId: string | undefined) {
  return useSWR<SharedLink[]>(sharesKey(userId), listShares, { revalidateOnFocus: false });
}
