// Attaches one of the user's files to a chat (a chat_files row; the database holds the ten-a-chat limit).
import { loadAuthClient } from '../../../lib/auth-client';

export async function attachChatFile(userId: string, sessionId: string, documentId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_files').insert({ user_id: userId, session_id: sessionId, document_id: documentId });
  // 23505: already attached (another tab did it): what was asked for is done.
  if (error && error.code !== '23505') throw new Error(error.message || 'The file could not be attached. Try again.');
}
