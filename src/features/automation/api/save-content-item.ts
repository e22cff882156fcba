import { nullableArg } from '../../../domain/rpc-args';
import { toJson } from '../../../domain/json';
import * as v from 'valibot';
import type { TemplateId } from '../../../domain/automation/catalogue';
import { ScheduleRunSchema, type RunMode } from '../../../domain/automation/run-mode';
import { loadAuthClient } from '../../../lib/auth-client';
import { saveErrorMessage } from './content-errors';
import type { ContentItem } from './list-content-items';

export interface SaveContent {
  id: string | null;
  template: TemplateId;
  title: string;
  settings: Record<string, unknown>;
  content: string;
  scheduledAt: string | null;
  recurring: boolean;
  frequency: string | null;
  timeZone: string | null;
  /** A recurring schedule's end: a last moment, or a number of runs (at most one of them). */
  endsAt: string | null;
  maxRuns: number | null;
  /** What each run publishes (src/domain/automation/run-mode.ts). */
  runMode: RunMode;
  publishWithoutReview: boolean;
  /** The version waits for review and an approval follows this save: it keeps waiting until then. */
  keepReview?: boolean;
}

export async function saveContentItem(item: SaveContent): Promise<ContentItem> {
  const run = v.parse(ScheduleRunSchema, {
    recurring: item.recurring,
    run_mode: item.runMode,
    publish_without_review: item.publishWithoutReview,
  });
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('save_content_item', {
    p_id: nullableArg(item.id),
    p_template: item.template,
    p_title: item.title,
    p_settings: toJson(item.settings),
    p_content: item.content,
    p_scheduled_at: nullableArg(item.scheduledAt),
    p_recurring: item.recurring,
    p_frequency: nullableArg(item.frequency),
    p_time_zone: nullableArg(item.timeZone),
    p_ends_at: nullableArg(item.endsAt),
    p_max_runs: nullableArg(item.maxRuns),
    p_run_mode: run.run_mode,
    p_publish_without_review: run.publish_without_review,
    p_keep_review: item.keepReview ?? false,
  });
  const saved = data?.[0];
  if (error || !saved) throw new Error(saveErrorMessage(error, 'The content could not be saved. Try again.'));
  return saved;
}
