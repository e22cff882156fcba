import { loadAuthClient } from '../../../lib/auth-client';
import { saveErrorMessage } from './content-errors';

/**
 * Moves a scheduled item's next run to `at` (the calendar's drag or keyboard move)
 * with move_content_item: the schedule's rules as a save applies them (its end,
 * its time zone, a recurring series following its first run), but a version waiting
 * for review keeps waiting, since moving a run is not reviewing it.
 */
export async function rescheduleItem(id: string, at: Date): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.rpc('move_content_item', { p_id: id, p_scheduled_at: at.toISOString() });
  // A check the database makes (an end before the new first run) says why in its own words.
  if (error) throw new Error(saveErrorMessage(error, 'The new time could not be saved. Try again.'));
}
