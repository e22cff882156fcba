import { loadAuthClient } from '../../../lib/auth-client';

/** Pins one of the user's chats to the top of the history, or unpins it. */
export async function pinSession(sessionId: string, pinned: boolean): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase
    .from('chat_sessions')
    .update({ pinned_at: pinned ? new Date().toISOString() : null })
    .eq('id', sessionId);
  if (error) throw new Error(`The chat could not be ${pinned ? 'pinned' : 'unpinned'}. Try again.`);
}
