import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_FOUND } from './content-errors';
import type { ContentItem } from './list-content-items';

/** Pauses or resumes the schedule of an item; answers the item as it is now. */
export async function setSchedulePaused(id: string, paused: boolean): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('set_content_schedule_paused', { p_id: id, p_paused: paused });
  const item = data?.[0];
  if (error || !item)
    throw new Error(
      error?.code === 'P0002'
        ? CONTENT_NOT_FOUND
        : error?.code === '22023' || error?.code === '22008'
          ? error.message
          : `The schedule could not be ${paused ? 'paused' : 'resumed'}. Try again.`,
    );
  return item;
}
