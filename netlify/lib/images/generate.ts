// POST /api/images/generate: one model's image. Who pays decides everything, as for
// chat: the user's own key for the model's provider (API Settings) makes it without
// a limit; else the platform's key, counted against the plan's daily generations
// (IMAGE_DAILY_GENERATIONS) and given back when the provider fails or refuses; else
// (no key at all for that provider) the demo image is drawn here, labelled, and not
// counted, as it costs nothing but a moment of the server. The bytes are typed,
// cleaned and thumbnailed before anything is stored.
import {
  FREE_IMAGE_MODEL,
  IMAGE_MESSAGES,
  IMAGE_MODELS,
  type GenerateImageRequest,
  type ImageModel,
  type ImageRow,
  type ImageStyle,
} from '#domain/images-contract.ts';
import { PROVIDERS } from '#domain/providers.ts';
import type { Profile } from '#domain/profile.ts';
import { AiProviderError } from '../ai/provider-call.ts';
import { providerSettings } from '../ai/providers.ts';
import type { UserChatKeys } from '../ai/model-routing.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { consumeWithin, QuotaRefusal, releaseQuota, retryAfterSeconds, returnOvercharge, uncharged, type QuotaCharge } from '../quotas.ts';
import { prepareImage } from './clean.ts';
import { drawDemoImage } from './demo.ts';
import { dailyImageLimit, storeImage } from './library.ts';
import { generateWithProvider, ImageRefusedError, type ImageCredentials } from './provider.ts';

/** How the style leads the provider's prompt ("Photo: a cosy coffee shop..."). */
const STYLE_LEADS: Record<ImageStyle, string> = {
  photo: 'Photo',
  illustration: 'Illustration',
  '3d': '3D render',
  flat: 'Flat vector illustration',
};

export const providerPrompt = (prompt: string, style: ImageStyle) => `${STYLE_LEADS[style]}: ${prompt}`;

const ALT_MAX = 125;

/** Alt text written from the prompt: its first sentence, at most 125 characters cut at a word, starting with a capital. */
export function altFromPrompt(prompt: string, demo: boolean): string {
  const sentence = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0]!
    .replace(/[.!?]+$/, '');
  let alt = sentence;
  if (alt.length > ALT_MAX) {
    const cut = alt.slice(0, ALT_MAX);
    alt = `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : ALT_MAX).replace(/[\s,;:]+$/, '')}…`;
  }
  alt = alt.charAt(0).toUpperCase() + alt.slice(1);
  return demo ? `Demo image: ${alt}` : alt;
}

export function imageModelOf(id: string): ImageModel {
  const model = IMAGE_MODELS.find((entry) => entry.id === id);
  if (!model) throw new HttpError(400, `model: ${id} is not an image model.`);
  return model;
}

/** The free plan makes images with its one model; PRO with any. */
export function requireModelForPlan(model: ImageModel, tier: Profile['subscription_status']): void {
  if (tier === 'paid' || model.free) return;
  throw new HttpError(
    403,
    `${model.name} is a PRO image model. The free plan makes images with ${FREE_IMAGE_MODEL.name}; upgrade to PRO to use ${model.name}.`,
  );
}

type ImageKey = { keySource: 'user' | 'platform'; credentials: ImageCredentials } | { keySource: 'demo' };

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

export interface GenerateContext {
  userId: string;
  tier: Profile['subscription_status'];
  keys: UserChatKeys;
  signal?: AbortSignal | undefined;
}

export async function generateImage(request: GenerateImageRequest, context: GenerateContext): Promise<ImageRow> {
  const model = imageModelOf(request.model);
  requireModelForPlan(model, context.tier);
  const key = imageKeyFor(model, context.keys);
  const limit = dailyImageLimit(context.tier);
  const charge: QuotaCharge =
    key.keySource === 'platform'
      ? await consumeWithin(context.userId, 'image', limit, dailyRefusal(limit))
      : uncharged(context.userId, 'image');
  const demo = key.keySource === 'demo';
  try {
    const made = demo
      ? await drawDemoImage(request.prompt, request.style, request.shape)
      : await generateWithProvider({
          model,
          prompt: providerPrompt(request.prompt, request.style),
          shape: request.shape,
          credentials: key.credentials,
          timeoutMs: serverConfig().timeoutsMs.image,
          signal: context.signal,
        });
    const { clean, thumbnail } = await prepareImage(made, 'The generated image');
    return await storeImage({
      userId: context.userId,
      prompt: request.prompt,
      alt: altFromPrompt(request.prompt, demo),
      model: model.id,
      source: 'generated',
      demo,
      image: clean,
      thumbnail,
    });
  } catch (error) {
    if (error instanceof ImageRefusedError) {
      // a refused prompt costs the platform nothing: not a refund, so it takes none of the day's refunds
      await returnOvercharge(charge).catch((failed: unknown) => console.error(`[images] quota return failed: ${String(failed)}`));
      throw new HttpError(422, IMAGE_MESSAGES.refused(error.reason));
    }
    await releaseQuota(charge);
    // only the bytes' checks throw an HttpError here: what the provider sent is not an image
    if (error instanceof HttpError)
      throw new HttpError(502, 'The image model answered with something that is not a readable image. Please try again.');
    if (error instanceof AiProviderError) throw new HttpError(error.status === 504 ? 504 : 502, error.message);
    throw error;
  }
}
