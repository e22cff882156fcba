import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_FOUND, CONTENT_NOT_LOADED } from './content-errors';
import { ITEM_COLUMNS, type ContentItem } from './list-content-items';

/** One saved item by id (a link such as /automation?item=<id> from the calendar). */
export async function getContentItem(id: string): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('content_items').select(ITEM_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(CONTENT_NOT_LOADED);
  if (!data) throw new Error(CONTENT_NOT_FOUND);
  return data;
}
