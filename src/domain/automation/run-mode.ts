// What a scheduled run publishes (docs/user-guide/automation.md, "Schedules").
// A one-time item sends the text its owner saved; a recurring one either sends that
// text each time or writes a new version each run, which waits for the owner's review
// unless they chose to publish without review. Stored per schedule
// (content_items.run_mode, publish_without_review) and read back with this schema by
// the page and by the scheduled run.
import * as v from 'valibot';

export const RUN_MODES = ['send_saved', 'write_new'] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** The schedule form's labels, exactly as the issue names them. */
export const RUN_MODE_LABELS: Record<RunMode, string> = {
  write_new: 'Write a new version each run',
  send_saved: 'Send this text each time',
};
export const PUBLISH_WITHOUT_REVIEW_LABEL = 'Publish without review';

export const ScheduleRunSchema = v.object({
  recurring: v.boolean(),
  run_mode: v.picklist(RUN_MODES, 'The schedule must send its saved text or write a new version.'),
  publish_without_review: v.boolean('Publish without review must be on or off.'),
});
export type ScheduleRun = v.InferOutput<typeof ScheduleRunSchema>;

/** What a run of this schedule does: a one-time item always sends its saved version. */
export type RunPlan = 'send_saved' | 'publish_new' | 'review_new';

export function runPlan(schedule: ScheduleRun): RunPlan {
  if (!schedule.recurring || schedule.run_mode === 'send_saved') return 'send_saved';
  return schedule.publish_without_review ? 'publish_new' : 'review_new';
}
