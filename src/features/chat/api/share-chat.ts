import { loadAuthClient } from '../../../lib/auth-client';

/** The address visitors open a shared chat at. */
export const sharedChatUrl = (shareId: string) => `${window.location.origin}/share/${shareId}`;

/**
 * Shares a snapshot of the chat as it shows now (the branch on screen), or takes a
 * new snapshot under the same link when it is shared already; answers the link's id.
 */
export async function shareChat(sessionId: string): Promise<string> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('share_chat', { p_session_id: sessionId });
  if (error || !data)
    throw new Error(
      error?.code === 'P0002' ? 'This chat has nothing to share yet: ask a question first.' : 'The link could not be made. Try again.',
    );
  return data;
}
