// The owner's review of what runs wrote, and retries of failed deliveries
// (supabase/migrations/20261126000800_content_review.sql). The caller is the
// authenticated owner: every database call takes their id and checks it. Approving
// delivers exactly the version the owner read; a retry sends the run's own version
// again, to the connectors that failed in it and to no other.
import { separateLegacyMeta } from '#domain/automation/format.ts';
import {
  REVIEW_GONE,
  RETRY_NOTHING,
  type DeliveryRunResponse,
  type FailedRun,
  type ReviewDecision,
  type ReviewEntry,
} from '#domain/automation/review.ts';
import type { ReviewCountResponse } from '#domain/automation/review-count.ts';
import { parseStoredDeliveries, type ConnectorKind } from '#domain/connectors.ts';
import type { Tables } from '#domain/database.types.ts';
import { serviceClient } from '../../db.ts';
import { HttpError } from '../../http.ts';
import { loadProfile } from '../../profile.ts';
import { deliverItem, deliverySettings } from './deliver-item.ts';
import { sendFailureNotice } from './failure-notice.ts';

type Item = Tables<'content_items'>;
type Run = Tables<'content_runs'>;

function failed(what: string, error: { message: string } | null): never {
  throw new Error(`[review] ${what} failed: ${error?.message ?? 'no answer'}`);
}

/** Sends `body` (version `version` of `item`) to `connectors`, with its image, each outcome kept. */
async function deliverTo(item: Item, body: string, version: number, connectors: readonly ConnectorKind[]) {
  const tier = (await loadProfile(item.user_id)).subscription_status;
  return deliverItem(item, tier, body, version, connectors);
}

async function ownItem(userId: string, itemId: string): Promise<Item | null> {
  const { data, error } = await serviceClient().from('content_items').select('*').eq('id', itemId).eq('user_id', userId).maybeSingle();
  if (error) failed('reading an item', error);
  return data;
}

export async function reviewCounts(userId: string): Promise<ReviewCountResponse> {
  const { data, error } = await serviceClient().rpc('content_review_counts', { p_user: userId });
  if (error) failed('counting', error);
  return { to_review: data?.[0]?.to_review ?? 0, failed: data?.[0]?.failed ?? 0 };
}

export async function listReview(userId: string): Promise<{ to_review: ReviewEntry[]; failed_runs: FailedRun[] }> {
  const db = serviceClient();
  const [waiting, runs] = await Promise.all([
    db
      .from('content_items')
      .select('id, user_id, title, template, settings, version, content, updated_at')
      .eq('user_id', userId)
      .eq('awaiting_review', true)
      .order('updated_at', { ascending: false })
      .limit(100),
    db.rpc('content_failed_runs', { p_user: userId, p_limit: 50 }),
  ]);
  if (waiting.error) failed('listing versions to review', waiting.error);
  if (runs.error) failed('listing failed runs', runs.error);
  const itemIds = [...new Set((runs.data ?? []).map((run) => run.item_id))];
  const titles = new Map<string, string>();
  if (itemIds.length) {
    const { data, error } = await db.from('content_items').select('id, title').in('id', itemIds);
    if (error) failed('reading titles', error);
    for (const row of data ?? []) titles.set(row.id, row.title);
  }
  return {
    to_review: (waiting.data ?? []).map((item) => ({
      item_id: item.id,
      title: item.title,
      template: item.template,
      version: item.version,
      content: item.content,
      written_at: item.updated_at,
      deliver_to: deliverySettings(item).deliverTo,
      image: deliverySettings(item).image,
    })),
    failed_runs: (runs.data ?? []).map((run) => ({
      run_id: run.id,
      item_id: run.item_id,
      title: titles.get(run.item_id) ?? '',
      version: run.version,
      at: run.finished_at ?? run.claimed_at,
      deliveries: parseStoredDeliveries(run.deliveries),
    })),
  };
}

/** Skip: the version stops waiting and is never sent; recorded as a run. */
export async function skipVersion(userId: string, { item_id, version }: ReviewDecision): Promise<{ run_id: string }> {
  const { data, error } = await serviceClient().rpc('review_content_version', {
    p_user: userId,
    p_item: item_id,
    p_version: version,
    p_action: 'skip',
  });
  if (error) failed('skipping', error);
  if (!data?.[0]) throw new HttpError(409, REVIEW_GONE);
  return { run_id: data[0].id };
}

/** Approve & send: exactly the waiting version goes to the item's connectors now; recorded as a published run. */
export async function approveVersion(userId: string, { item_id, version }: ReviewDecision): Promise<DeliveryRunResponse> {
  const item = await ownItem(userId, item_id);
  if (!item || !item.awaiting_review || item.version !== version) throw new HttpError(409, REVIEW_GONE);
  const db = serviceClient();
  // Taken first, so a second click or a second tab cannot send it twice.
  const { data, error } = await db.rpc('review_content_version', {
    p_user: userId,
    p_item: item_id,
    p_version: version,
    p_action: 'approve',
  });
  if (error) failed('approving', error);
  const run = data?.[0];
  if (!run) throw new HttpError(409, REVIEW_GONE);
  const deliveries = await deliverTo(item, item.content, version, deliverySettings(item).deliverTo);
  const finished = await db.rpc('finish_content_review', { p_run: run.id, p_deliveries: deliveries });
  if (finished.error) failed('recording the approval', finished.error);
  return { run_id: run.id, deliveries };
}

/** The text run `run` delivered: its version of the item, as that run sent it. */
async function textOf(item: Item, run: Run): Promise<string> {
  if (run.version === null) throw new HttpError(409, 'This run kept no version to send again.');
  let content = item.version === run.version ? item.content : null;
  if (content === null) {
    const { data, error } = await serviceClient()
      .from('content_versions')
      .select('content')
      .eq('item_id', item.id)
      .eq('version', run.version)
      .maybeSingle();
    if (error) failed('reading a version', error);
    if (!data) throw new HttpError(409, 'The version this run sent is no longer kept, so it cannot be sent again.');
    content = data.content;
  }
  // A saved version went out without the header older saves wrote into it (run-item.ts).
  return run.outcome === 'sent' ? separateLegacyMeta(content).body : content;
}

/** Retry failed channels only: the run's text again to each connector that failed in it; their entries are replaced. */
export async function retryFailedDeliveries(userId: string, runId: string): Promise<DeliveryRunResponse> {
  const db = serviceClient();
  const { data, error } = await db.rpc('claim_content_run_retry', { p_user: userId, p_run: runId });
  if (error) failed('claiming a retry', error);
  const run = data?.[0];
  if (!run) throw new HttpError(409, RETRY_NOTHING);
  let fresh: Awaited<ReturnType<typeof deliverTo>> = [];
  let after: Run | undefined;
  let item: Item | null = null;
  try {
    item = await ownItem(userId, run.item_id);
    if (!item) throw new HttpError(404, 'This content is no longer in your list.');
    const failedConnectors = parseStoredDeliveries(run.deliveries)
      .filter((entry) => !entry.ok)
      .map((entry) => entry.connector);
    fresh = await deliverTo(item, await textOf(item, run), run.version ?? item.version, failedConnectors);
  } finally {
    const finished = await db.rpc('finish_content_run_retry', { p_run: run.id, p_deliveries: fresh });
    if (finished.error) failed('recording a retry', finished.error);
    after = finished.data?.[0];
  }
  // Recorded first: a channel that failed again is told to the owner's failure webhook too.
  if (item) await sendFailureNotice(userId, item, { id: run.id, at: new Date() }, fresh);
  return { run_id: run.id, deliveries: parseStoredDeliveries(after?.deliveries) };
}
