// Scheduled posts saved the way the automation page saves them (save_content_item, as the
// owner), for browser tests whose subject is what the calendar does with them.
import { initialSettings } from '../../src/domain/automation/settings.ts';
import { expect, passwordSession, serviceClient, type TestAccount } from './fixtures.ts';

export async function scheduleSocialPost(
  account: Pick<TestAccount, 'email' | 'password'>,
  post: { title: string; at: Date; timeZone: string },
): Promise<void> {
  const session = await passwordSession(account);
  const settings = initialSettings('social');
  settings.fields.message = post.title;
  const response = await fetch(`${process.env.VITE_SUPABASE_URL}/rest/v1/rpc/save_content_item`, {
    method: 'POST',
    headers: {
      apikey: process.env.VITE_SUPABASE_ANON_KEY!,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      p_id: null,
      p_template: 'social',
      p_title: post.title,
      p_settings: settings,
      p_content: `${post.title}: the post`,
      p_scheduled_at: post.at.toISOString(),
      p_recurring: false,
      p_frequency: null,
      p_time_zone: post.timeZone,
      p_run_mode: 'send_saved',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The id of the account's item titled `title`. */
export async function itemId(accountId: string, title: string): Promise<string> {
  const { data, error } = await serviceClient().from('content_items').select('id').eq('user_id', accountId).eq('title', title).single();
  expect(error).toBeNull();
  return data!.id;
}

/** Runs of an item as the automation tick and the review page record them (content_runs is written by the service role only). */
export async function recordRuns(
  accountId: string,
  item: string,
  runs: { slot: Date; status: string; outcome: string | null; deliveries?: unknown[]; attempt?: number; source?: string }[],
): Promise<void> {
  const { error } = await serviceClient()
    .from('content_runs')
    .insert(
      runs.map((run) => ({
        item_id: item,
        user_id: accountId,
        slot: run.slot.toISOString(),
        attempt: run.attempt ?? 1,
        status: run.status,
        claimed_at: run.slot.toISOString(),
        finished_at: run.status === 'succeeded' || run.status === 'failed' ? run.slot.toISOString() : null,
        outcome: run.outcome,
        deliveries: (run.deliveries ?? []) as never,
        source: run.source ?? 'schedule',
        version: 1,
      })),
    );
  expect(error).toBeNull();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * This minute in UTC, as the date and time fields want them, for the specs that
 * schedule "now" through the page: they run their browser in UTC (test.use({ timezoneId:
 * 'UTC' })), so no date's clock change makes a local time ambiguous or missing, and a
 * minute that ends before Save stays within the schedule's grace (SCHEDULE_GRACE_MINUTES).
 */
export function thisMinuteUtc(): { date: string; time: string } {
  const now = new Date();
  return {
    date: `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`,
    time: `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}`,
  };
}
