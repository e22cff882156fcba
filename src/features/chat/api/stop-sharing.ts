import { loadAuthClient } from '../../../lib/auth-client';

/** Deletes a shared snapshot: its link answers "not found" from now on. */
export async function stopSharing(shareId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_shares').delete().eq('id', shareId);
  if (error) throw new Error('The link could not be removed. Try again.');
}
