// One automation request from an authorized caller to its content: which model writes
// (the user's own key first, then the platform's text model, else the offline
// demo), what it costs, and the refund when nothing reached the user.
import type { GenerateRequest, GenerateResponse, AutomationStreamEvent } from '#domain/automation/contract.ts';
import { defaultTextModel, premiumChatTargets, type ChatTarget, type UserChatKeys } from '../ai/model-routing.ts';
import { releaseQuota, type QuotaCharge } from '../quotas.ts';
import { generateContent } from './generate.ts';

/** The model that writes: the first of the user's own keys (API Settings), else the platform's text model, else the demo. */
export function automationTarget(user: UserChatKeys): ChatTarget {
  const own = premiumChatTargets(user).find((target) => target.keySource === 'user');
  if (own) return own;
  const platform = defaultTextModel();
  if (platform)
    return { modelId: 'automation', modelName: platform.model, provider: platform.provider, model: platform.model, keySource: 'platform' };
  return { modelId: 'automation', modelName: 'Demo writer', provider: 'demo', model: 'demo', keySource: 'demo' };
}

/**
 * Whether a piece by `target` counts against the daily content allowance: only when
 * the site's model writes it. The user's own key costs the platform nothing, and the
 * offline demo writer (no model configured) costs nobody anything, so a newcomer
 * trying the automation page offline keeps the whole allowance for real writing.
 */
export const automationCounts = (target: Pick<ChatTarget, 'keySource'>): boolean => target.keySource === 'platform';

export async function runAutomation(options: {
  request: GenerateRequest;
  target: ChatTarget;
  charge: QuotaCharge;
  signal: AbortSignal;
  onEvent?: (event: AutomationStreamEvent) => boolean;
}): Promise<GenerateResponse> {
  let delivered = false;
  const emit = (event: AutomationStreamEvent) => {
    if (options.onEvent?.(event) && event.event === 'delta' && event.data.text) delivered = true;
  };
  try {
    return await generateContent(options.request, options.target, options.signal, emit);
  } catch (error) {
    // Nothing reached the user and they did not stop it: the charge goes back.
    if (!delivered && !options.signal.aborted) await releaseQuota(options.charge);
    throw error;
  }
}
