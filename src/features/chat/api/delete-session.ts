// Deletes one of the user's chat sessions under RLS.
import { loadAuthClient } from '../../../lib/auth-client';

export async function deleteSession(sessionId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_sessions').delete().eq('id', sessionId);
  if (error) throw new Error(error.message);
}
