import type { Tables } from '../../../domain/database.types';
import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_LOADED } from './content-errors';

export type ContentVersion = Pick<Tables<'content_versions'>, 'version' | 'content' | 'saved_at' | 'awaiting_review'>;

/** An item's saved versions, newest first. */
export async function listVersions(itemId: string): Promise<ContentVersion[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('content_versions')
    .select('version, content, saved_at, awaiting_review')
    .eq('item_id', itemId)
    .order('version', { ascending: false });
  if (error) throw new Error(CONTENT_NOT_LOADED);
  return data;
}
