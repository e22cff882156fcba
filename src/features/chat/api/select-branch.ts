// Shows another version of a question: the session's branch on screen moves to the
// newest turn below it (select_chat_branch), so a reload shows the same branch.
import { loadAuthClient } from '../../../lib/auth-client';

export async function selectBranch(sessionId: string, turnId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.rpc('select_chat_branch', { p_session_id: sessionId, p_turn_id: turnId });
  if (error) throw new Error(error.message);
}
