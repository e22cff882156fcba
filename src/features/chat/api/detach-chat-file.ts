// Takes a file off a chat (its chat_files row); the file stays in My files.
import { loadAuthClient } from '../../../lib/auth-client';

export async function detachChatFile(sessionId: string, documentId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_files').delete().eq('session_id', sessionId).eq('document_id', documentId);
  if (error) throw new Error('The file could not be removed from this chat. Try again.');
}
