// The schedule's data calls (service role; supabase/migrations/20261124000000_content_schedules.sql):
// claim the due items, begin a claimed run, finish it. Each is one Postgres
// function, so two automation ticks or two deliveries of one run cannot
// both act on the same slot.
import type { DeliveryResult } from '#domain/connectors.ts';
import type { Database, Tables } from '#domain/database.types.ts';
import { nullableArg } from '#domain/rpc-args.ts';
import { serviceClient } from '../../db.ts';
import { serverConfig } from '../../env.ts';

export type ScheduledItem = Tables<'content_items'>;

/** One claim of claim_due_content: the new run, its item and owner, its slot and attempt. */
export type ClaimedRun = Database['public']['Functions']['claim_due_content']['Returns'][number];

export type RunOutcome =
  /** The saved version `sent` went out as it is. */
  | { sent: number; deliveries?: DeliveryResult[] }
  /** A new version was written: published (delivered), or kept to wait for the owner's review. */
  | { content: string; awaitingReview?: boolean; deliveries?: DeliveryResult[] }
  | { error: string; retryAt: Date | null; stop?: boolean; deliveries?: DeliveryResult[] };

function failed(what: string, error: { message: string } | null): never {
  throw new Error(`[schedules] ${what} failed: ${error?.message ?? 'no answer'}`);
}

/** Claims up to `limit` items due at `now`, oldest first, each for AUTOMATION_CLAIM_MINUTES; each claim is a new queued run. */
export async function claimDueRuns(now: Date, limit: number): Promise<ClaimedRun[]> {
  const claimFor = `${serverConfig().automation.claimMinutes} minutes`;
  const { data, error } = await serviceClient().rpc('claim_due_content', {
    p_now: now.toISOString(),
    p_limit: limit,
    p_claim_for: claimFor,
  });
  if (error) failed('claiming due items', error);
  return data ?? [];
}

/** Gives a claim back (its hand-off failed): the item is due again at the next tick. */
export async function releaseRun(runId: string): Promise<void> {
  const { error } = await serviceClient().rpc('release_content_run', { p_run: runId });
  if (error) failed('releasing a run', error);
}

/** Starts a queued run that still holds its item; null when it is not that (a repeat, or a stale claim). */
export async function beginRun(runId: string, now: Date): Promise<ScheduledItem | null> {
  const { data, error } = await serviceClient().rpc('begin_content_run', { p_run: runId, p_now: now.toISOString() });
  if (error) failed('starting a run', error);
  return data?.[0] ?? null;
}

/** Ends a running run: the version it sent or wrote and the next time, or its failure. False when it was not running. */
export async function finishRun(runId: string, now: Date, outcome: RunOutcome): Promise<boolean> {
  const failure = 'error' in outcome ? outcome : null;
  const written = 'content' in outcome ? outcome : null;
  const { data, error } = await serviceClient().rpc('finish_content_run', {
    p_run: runId,
    p_now: now.toISOString(),
    p_content: nullableArg(written ? written.content : null),
    p_error: nullableArg(failure ? failure.error : null),
    p_deliveries: outcome.deliveries ?? [],
    p_retry_at: nullableArg(failure?.retryAt ? failure.retryAt.toISOString() : null),
    p_stop: Boolean(failure?.stop),
    p_outcome: 'sent' in outcome ? 'sent' : written?.awaitingReview ? 'awaiting_review' : 'published',
    p_version: nullableArg('sent' in outcome ? outcome.sent : null),
  });
  if (error) failed('finishing a run', error);
  return data === true;
}
