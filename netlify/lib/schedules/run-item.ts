// One scheduled run, as the background function does it: start the claimed run,
// write the piece again from the item's saved settings with the owner's writer and
// quota, store it as the item's new version, and move the schedule on. A failure
// is retried at the scheduler's next slot (up to 3 times, then the item pauses);
// a written piece is delivered to the item's connectors, each outcome kept on the run;
// a used-up quota pauses the schedule at once with a message saying so.
import * as v from 'valibot';
import { GenerateRequestSchema } from '#domain/automation/contract.ts';
import { contentHeader, withHeaderAndFooter } from '#domain/automation/format.ts';
import { personaOf, restoreSettings, studioRequest } from '#domain/automation/settings.ts';
import { storedTemplate } from '#domain/automation/catalogue.ts';
import { AiProviderError } from '../ai/provider-call.ts';
import { deliver } from '../connectors/deliver.ts';
import { generateContent, pieceTopics } from '../automation/generate.ts';
import { studioTarget } from '../automation/run.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { loadProfile } from '../profile.ts';
import { chargeFor, releaseQuota, type QuotaCharge } from '../quotas.ts';
import { loadUserChatKeys } from '../settings/providers.ts';
import { beginRun, finishRun, type ScheduledItem } from './runs.ts';

export type RunResult = 'skipped' | 'written' | 'failed' | 'stopped';

/** The request the item's saved settings make (the same as the studio page's). */
export function itemRequest(item: ScheduledItem) {
  const template = storedTemplate(item.template);
  const settings = restoreSettings(template, item.settings);
  // The saved content's search data is not kept: a scheduled run writes without it.
  const request = studioRequest(template, { ...settings, realtime: false }, null);
  if ('missing' in request) throw new HttpError(400, `This item cannot be written again: ${request.missing}`);
  return { template, persona: personaOf(settings).label, deliverTo: settings.deliverTo, request: v.parse(GenerateRequestSchema, request) };
}

function reasonOf(error: unknown): string {
  if (error instanceof HttpError || error instanceof AiProviderError) return error.message;
  if (error instanceof v.ValiError)
    return 'The saved settings of this item are no longer valid. Open it, check its settings and save it again.';
  return 'The content could not be written. It will be tried again.';
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
    const { template, persona, deliverTo, request } = itemRequest(item);
    const [profile, keys] = await Promise.all([loadProfile(item.user_id), loadUserChatKeys(item.user_id)]);
    const target = studioTarget(keys);
    try {
      charge = await chargeFor([target], item.user_id, 'content', profile.subscription_status, pieceTopics(request).length);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 429) throw error;
      const message = `Your daily content limit is used up, so this schedule stopped. Resume it tomorrow${profile.subscription_status === 'paid' ? '.' : ', or upgrade to PRO for ten times as much.'}`;
      await finishRun(runId, clock(), { error: message, retryAt: null, stop: true });
      return 'stopped';
    }
    const result = await generateContent(request, target, AbortSignal.timeout(serverConfig().scheduler.runTimeoutMinutes * 60_000));
    const content = withHeaderAndFooter(result.content, contentHeader(result.model_used, persona, template), null);
    // Delivered once written; a receiver's refusal is shown on the run, it does not undo the writing.
    const delivery = {
      event: 'content.published',
      title: item.title,
      body: content,
      template,
      persona,
      item_id: item.id,
      version: item.version + 1,
    } as const;
    const deliveries = await Promise.all(
      deliverTo.map((connector) => deliver(item.user_id, profile.subscription_status, connector, delivery, clock())),
    );
    await finishRun(runId, clock(), { content, deliveries });
    return 'written';
  } catch (error) {
    if (charge) await releaseQuota(charge);
    const now = clock();
    const retryAt = new Date(now.getTime() + serverConfig().scheduler.retryMinutes * 60_000);
    await finishRun(runId, now, { error: reasonOf(error), retryAt });
    return 'failed';
  }
}
