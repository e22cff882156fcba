import { CHAT_TITLE_MAX } from '../../../domain/chat-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

/** Gives one of the user's chats a new name (1 to CHAT_TITLE_MAX characters once trimmed). */
export async function renameSession(sessionId: string, title: string): Promise<void> {
  const name = title.trim();
  if (!name) throw new Error('Give the chat a name.');
  if (name.length > CHAT_TITLE_MAX) throw new Error(`A chat name can be at most ${CHAT_TITLE_MAX} characters.`);
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_sessions').update({ title: name }).eq('id', sessionId);
  if (error) throw new Error('The chat could not be renamed. Try again.');
}
