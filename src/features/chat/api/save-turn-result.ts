// Saves a synthesis or a merge on one of the user's saved turns, under RLS.
import { loadAuthClient } from '../../../lib/auth-client';
import type { MergedResult } from '../../../domain/chat-contract';

export async function saveTurnResult(serverId: string, change: { synthesized?: string; merged?: MergedResult }): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_turns').update(change).eq('id', serverId);
  if (error) throw new Error(error.message);
}
