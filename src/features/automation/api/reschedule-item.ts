import { nullableArg } from '../../../domain/rpc-args';
import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_FOUND, saveErrorMessage } from './content-errors';

/**
 * Moves a scheduled item's next run to `at` (the calendar's drag or keyboard move):
 * saved through save_content_item with everything else as it is, so the schedule's
 * rules (its end, its time zone, a recurring series following its first run) hold.
 */
export async function rescheduleItem(id: string, at: Date): Promise<void> {
  const supabase = await loadAuthClient();
  const { data: item, error: readError } = await supabase
    .from('content_items')
    .select('id, template, title, settings, content, recurring, frequency, time_zone, ends_at, max_runs, run_mode, publish_without_review')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw new Error('The item could not be read. Try again.');
  if (!item) throw new Error(CONTENT_NOT_FOUND);
  const { error } = await supabase.rpc('save_content_item', {
    p_id: item.id,
    p_template: item.template,
    p_title: item.title,
    p_settings: item.settings,
    p_content: item.content,
    p_scheduled_at: at.toISOString(),
    p_recurring: item.recurring,
    p_frequency: nullableArg(item.frequency),
    p_time_zone: nullableArg(item.time_zone),
    p_ends_at: nullableArg(item.ends_at),
    p_max_runs: nullableArg(item.max_runs),
    // what each run publishes stays as the owner chose it
    p_run_mode: item.run_mode,
    p_publish_without_review: item.publish_without_review,
  });
  // A check the database makes (an end before the new first run) says why in its own words.
  if (error) throw new Error(saveErrorMessage(error, 'The new time could not be saved. Try again.'));
}
