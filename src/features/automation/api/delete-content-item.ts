import { loadAuthClient } from '../../../lib/auth-client';

export async function deleteContentItem(id: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('content_items').delete().eq('id', id);
  if (error) throw new Error('The content could not be deleted. Try again.');
}
