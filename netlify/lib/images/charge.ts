// Who pays for an image a model makes (a generation or an edit), as for chat: the
// user's own key for the model's provider (API Settings) without a limit; else the
// platform's key, counted against the plan's generations of the day
// (IMAGE_DAILY_GENERATIONS) and given back when the provider fails; else the demo,
// drawn on the server and not counted. A refusal costs the platform nothing.
import { IMAGE_MESSAGES, type ImageModel } from '#domain/images-contract.ts';
import { PROVIDERS } from '#domain/providers.ts';
import type { Profile } from '#domain/profile.ts';
import { AiProviderError } from '../ai/provider-call.ts';
import { providerSettings } from '../ai/providers.ts';
import type { UserChatKeys } from '../ai/model-routing.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { consumeWithin, QuotaRefusal, releaseQuota, retryAfterSeconds, returnOvercharge, uncharged, type QuotaCharge } from '../quotas.ts';
import { dailyImageLimit } from './library.ts';
import { ImageRefusedError, type ImageCredentials } from './provider.ts';

export type ImageKey = { keySource: 'user' | 'platform'; credentials: ImageCredentials } | { keySource: 'demo' };

/** The user's own key for the model's provider, else the platform's, else the demo. */
export function imageKeyFor(model: ImageModel, user: UserChatKeys): ImageKey {
  const label = PROVIDERS[model.provider].label;
  const own = user.keys[model.provider];
  if (own)
    return {
      keySource: 'user',
      credentials: { apiKey: own, baseURL: serverConfig().providers[model.provider].baseURL, label, whose: 'user' },
    };
  const platform = providerSettings(model.provider);
  if (platform)
    return { keySource: 'platform', credentials: { apiKey: platform.apiKey, baseURL: platform.baseURL ?? '', label, whose: 'server' } };
  return { keySource: 'demo' };
}

const dailyRefusal = (limit: number) => (resetsAt: Date) =>
  new QuotaRefusal(429, IMAGE_MESSAGES.daily(limit), { 'Retry-After': String(retryAfterSeconds(resetsAt)) });

/** Who asks for an image, with what plan and keys. */
export interface ImageCallContext {
  userId: string;
  tier: Profile['subscription_status'];
  keys: UserChatKeys;
  signal?: AbortSignal | undefined;
}

/**
 * Makes an image paid by `key`: one generation of the day is counted first when the
 * platform's key pays (429 when the day's are used up). A refusal answers 422 with the
 * provider's reason and gives the unit back uncounted; any other failure gives it back
 * as a refund and answers 502 (504 when the provider did not answer in time). Only the
 * stored bytes' checks throw an HttpError inside `make`: what the provider sent is not an image.
 */
export async function paidImage<T>(context: ImageCallContext, key: ImageKey, make: () => Promise<T>): Promise<T> {
  const limit = dailyImageLimit(context.tier);
  const charge: QuotaCharge =
    key.keySource === 'platform'
      ? await consumeWithin(context.userId, 'image', limit, dailyRefusal(limit))
      : uncharged(context.userId, 'image');
  try {
    return await make();
  } catch (error) {
    if (error instanceof ImageRefusedError) {
      // a refused prompt costs the platform nothing: not a refund, so it takes none of the day's refunds
      await returnOvercharge(charge).catch((failed: unknown) => console.error(`[images] quota return failed: ${String(failed)}`));
      throw new HttpError(422, IMAGE_MESSAGES.refused(error.reason));
    }
    await releaseQuota(charge);
    if (error instanceof HttpError)
      throw new HttpError(502, 'The image model answered with something that is not a readable image. Please try again.');
    if (error instanceof AiProviderError) throw new HttpError(error.status === 504 ? 504 : 502, error.message);
    throw error;
  }
}
