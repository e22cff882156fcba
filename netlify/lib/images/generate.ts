// POST /api/images/generate: one model's image. Who pays decides everything, as for
// chat (charge.ts): the user's own key, the platform's counted against the day, or
// (no key at all for that provider) the demo image drawn here, labelled, and not
// counted, as it costs nothing but a moment of the server. The bytes are typed,
// cleaned and thumbnailed before anything is stored.
import {
  FREE_IMAGE_MODEL,
  IMAGE_MODELS,
  type GenerateImageRequest,
  type ImageModel,
  type ImageRow,
  type ImageStyle,
} from '#domain/images-contract.ts';
import type { Profile } from '#domain/profile.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { imageKeyFor, paidImage, type ImageCallContext } from './charge.ts';
import { prepareImage } from './clean.ts';
import { drawDemoImage } from './demo.ts';
import { storeImage } from './library.ts';
import { generateWithProvider } from './provider.ts';

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

export async function generateImage(request: GenerateImageRequest, context: ImageCallContext): Promise<ImageRow> {
  const model = imageModelOf(request.model);
  requireModelForPlan(model, context.tier);
  const key = imageKeyFor(model, context.keys);
  const demo = key.keySource === 'demo';
  return paidImage(context, key, async () => {
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
    return storeImage({
      userId: context.userId,
      prompt: request.prompt,
      alt: altFromPrompt(request.prompt, demo),
      model: model.id,
      source: 'generated',
      demo,
      image: clean,
      thumbnail,
    });
  });
}
