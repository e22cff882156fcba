import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_FOUND } from './content-errors';
import type { ContentItem } from './list-content-items';

export async function duplicateContentItem(id: string): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('duplicate_content_item', { p_id: id });
  const copy = data?.[0];
  if (error || !copy) throw new Error(error?.code === 'P0002' ? CONTENT_NOT_FOUND : 'The content could not be duplicated. Try again.');
  return copy;
}
