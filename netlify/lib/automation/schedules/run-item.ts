// One scheduled run, as the background function does it: start the claimed run,
// then do what the schedule says (src/domain/automation/run-mode.ts). A one-time item,
// or a recurring one set to send its text, delivers its saved version, the text the
// owner saw and saved, to its connectors: nothing is written. A recurring item set to
// write a new version writes the piece again from its saved settings with the owner's
// writer and quota and stores it as the item's new version; that version is delivered
// only when the owner chose to publish without review, else it waits for review.
// Each delivery's outcome is kept on the run. A failure is retried at the automation tick's
// next slot (up to 3 times, then the item pauses); a used-up quota pauses the
// schedule at once with a message saying so. Once a run with a failed delivery is
// recorded, the owner's failure webhook, if they set one, is told (failure-notice.ts).
import * as v from 'valibot';
import { GenerateRequestSchema } from '#domain/automation/contract.ts';
import { separateLegacyMeta } from '#domain/automation/format.ts';
import { runPlan, ScheduleRunSchema } from '#domain/automation/run-mode.ts';
import { automationRequest } from '#domain/automation/settings.ts';
import { AiProviderError } from '../../ai/provider-call.ts';
import { generateContent, pieceTopics } from '../generate.ts';
import { automationCounts, automationTarget } from '../run.ts';
import { serverConfig } from '../../env.ts';
import { HttpError } from '../../http.ts';
import type { Profile } from '#domain/profile.ts';
import { loadProfile } from '../../profile.ts';
import { consumeQuota, releaseQuota, uncharged, type QuotaCharge } from '../../quotas.ts';
import { loadUserChatKeys } from '../../settings/providers.ts';
import { deliverItem, deliverySettings } from './deliver-item.ts';
import { sendFailureNotice } from './failure-notice.ts';
import { beginRun, finishRun, type ScheduledItem } from './runs.ts';

export type RunResult = 'skipped' | 'sent' | 'written' | 'awaiting_review' | 'failed' | 'stopped';

/** The request the item's saved settings make (the same as the automation page's). */
export function itemRequest(item: ScheduledItem) {
  const { template, settings, persona, deliverTo } = deliverySettings(item);
  // The saved content's search data is not kept: a scheduled run writes without it.
  const request = automationRequest(template, { ...settings, realtime: false }, null);
  if ('missing' in request) throw new HttpError(400, `This item cannot be written again: ${request.missing}`);
  return { template, persona, deliverTo, request: v.parse(GenerateRequestSchema, request) };
}

/** Delivers `body`, as version `version` of the item, to each connector its settings name. */
function deliverToAll(item: ScheduledItem, tier: Profile['subscription_status'], body: string, version: number, now: Date) {
  return deliverItem(item, tier, body, version, deliverySettings(item).deliverTo, now);
}

function reasonOf(error: unknown): string {
  if (error instanceof HttpError || error instanceof AiProviderError) return error.message;
  if (error instanceof v.ValiError)
    return 'The saved settings of this item are no longer valid. Open it, check its settings and save it again.';
  return 'The content could not be written. It will be tried again.';
}

/** Writes the item's piece again (the owner's writer and quota); null when the quota is used up (the schedule then stopped). */
async function writeAgain(item: ScheduledItem, profile: Profile, runId: string, clock: () => Date, charged: (charge: QuotaCharge) => void) {
  const { request } = itemRequest(item);
  const target = automationTarget(await loadUserChatKeys(item.user_id));
  try {
    const amount = pieceTopics(request).length;
    charged(
      automationCounts(target)
        ? await consumeQuota(item.user_id, 'content', profile.subscription_status, amount)
        : uncharged(item.user_id, 'content'),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    const message = `Your daily content limit is used up, so this schedule stopped. Resume it tomorrow${profile.subscription_status === 'paid' ? '.' : ', or upgrade to PRO for ten times as much.'}`;
    await finishRun(runId, clock(), { error: message, retryAt: null, stop: true });
    return null;
  }
  const result = await generateContent(request, target, AbortSignal.timeout(serverConfig().automation.runTimeoutMinutes * 60_000));
  // The body only: the model, persona and type are the automation page's header, never the content.
  return result.content.trim();
}

/**
 * Runs the claimed run `runId`. `clock` is the time source (tests fix it). A run
 * that is not queued, or no longer holds its item, does nothing ('skipped').
 */
export async function runScheduledItem(runId: string, clock: () => Date = () => new Date()): Promise<RunResult> {
  const item = await beginRun(runId, clock());
  if (!item) return 'skipped';
  let charge: QuotaCharge | null = null;
  try {
    const plan = runPlan(v.parse(ScheduleRunSchema, item));
    const profile = await loadProfile(item.user_id);
    if (plan === 'send_saved') {
      // The saved version, as the owner saw it when they scheduled it (without the header older saves wrote into it).
      const body = separateLegacyMeta(item.content).body;
      const deliveries = await deliverToAll(item, profile.subscription_status, body, item.version, clock());
      await finishRun(runId, clock(), { sent: item.version, deliveries });
      await sendFailureNotice(item.user_id, item, { id: runId, at: clock() }, deliveries);
      return 'sent';
    }
    const content = await writeAgain(item, profile, runId, clock, (charged) => (charge = charged));
    if (content === null) return 'stopped';
    if (plan === 'review_new') {
      await finishRun(runId, clock(), { content, awaitingReview: true });
      return 'awaiting_review';
    }
    // Published without review: delivered once written; a receiver's refusal is shown on the run, it does not undo the writing.
    const deliveries = await deliverToAll(item, profile.subscription_status, content, item.version + 1, clock());
    await finishRun(runId, clock(), { content, deliveries });
    await sendFailureNotice(item.user_id, item, { id: runId, at: clock() }, deliveries);
    return 'written';
  } catch (error) {
    if (charge) await releaseQuota(charge);
    const now = clock();
    const retryAt = new Date(now.getTime() + serverConfig().automation.retryMinutes * 60_000);
    await finishRun(runId, now, { error: reasonOf(error), retryAt });
    return 'failed';
  }
}
