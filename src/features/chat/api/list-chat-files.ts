// The files attached to one chat (chat_files, read under RLS: the user's own rows), oldest first.
import { loadAuthClient } from '../../../lib/auth-client';

export async function listChatFiles(sessionId: string): Promise<string[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('chat_files')
    .select('document_id')
    .eq('session_id', sessionId)
    .order('attached_at', { ascending: true });
  if (error) throw new Error('Could not read the files attached to this chat. Reload the page to try again.');
  return data.map((row) => row.document_id);
}
