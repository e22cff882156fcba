// One image from a provider: the OpenAI Images API (gpt-image-1, dall-e-3) through the
// openai SDK's images.generate (and images.edit for an edit), and OpenRouter's image
// models through its Chat Completions with `modalities: ['image', 'text']` (the image
// comes back as a data URL in the message's `images`). A content-policy refusal is its
// own error, with the provider's reason, so the caller answers 422 and charges nothing.
import OpenAI, { toFile } from 'openai';
import * as v from 'valibot';
import type { ImageModel, ImageShape } from '#domain/images-contract.ts';
import { PROVIDERS } from '#domain/providers.ts';
import { describeFailure, type KeyOwner } from '../ai/provider-call.ts';

export interface ImageCredentials {
  apiKey: string;
  baseURL: string;
  /** "OpenAI", "OpenRouter": how messages name the provider. */
  label: string;
  whose: KeyOwner;
}

/** The provider said no to the prompt (its safety system): `reason` is its own words. */
export class ImageRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

type OpenAiSize = '1024x1024' | '1024x1536' | '1536x1024' | '1024x1792' | '1792x1024';

/** The size each OpenAI model makes for a shape (dall-e-3 has its own portrait and landscape sizes). */
const OPENAI_SIZES: Record<string, Record<ImageShape, OpenAiSize>> = {
  'gpt-image-1': { square: '1024x1024', portrait: '1024x1536', landscape: '1536x1024' },
  'dall-e-3': { square: '1024x1024', portrait: '1024x1792', landscape: '1792x1024' },
};

/** The size an OpenAI model makes for the call's shape. */
const openAiSize = (call: ImageCall): OpenAiSize => (OPENAI_SIZES[call.model.providerModel] ?? OPENAI_SIZES['gpt-image-1']!)[call.shape];

const ASPECT_RATIOS: Record<ImageShape, string> = { square: '1:1', portrait: '2:3', landscape: '3:2' };

// OpenAI answers a refused prompt with 400 and one of these codes.
const REFUSAL_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

export interface ImageCall {
  model: ImageModel;
  prompt: string;
  shape: ImageShape;
  credentials: ImageCredentials;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** An edit: the image (PNG, JPEG or WebP) and the optional mask (PNG of its size), with the change as the prompt. */
export interface ImageEditCall extends ImageCall {
  image: { bytes: Uint8Array; mime: string };
  mask: Uint8Array | null;
}

/** The image's bytes as the provider made them (typed and cleaned by the caller). */
export function generateWithProvider(call: ImageCall): Promise<Uint8Array> {
  return askProvider(call, (client) =>
    call.model.provider === PROVIDERS.openai.id ? fromOpenAi(client, call) : fromOpenRouter(client, call),
  );
}

/** The edited image's bytes, from the OpenAI Images API's edit endpoint (multipart: image, mask, prompt). */
export function editWithProvider(call: ImageEditCall): Promise<Uint8Array> {
  return askProvider(call, async (client) => {
    const extension = call.image.mime.split('/')[1] ?? 'png';
    const result = await client.images.edit(
      {
        model: call.model.providerModel,
        image: await toFile(call.image.bytes, `image.${extension}`, { type: call.image.mime }),
        ...(call.mask ? { mask: await toFile(call.mask, 'mask.png', { type: 'image/png' }) } : {}),
        prompt: call.prompt,
        size: openAiSize(call),
        n: 1,
      },
      call.signal ? { signal: call.signal } : {},
    );
    return imageOf(result);
  });
}

/** One call to the provider, its failures described as every model call's and a refusal as ImageRefusedError. */
async function askProvider(call: ImageCall, ask: (client: OpenAI) => Promise<Uint8Array>): Promise<Uint8Array> {
  const { credentials } = call;
  // No retries: one image takes most of a function's 60 s, and a retry would pass it.
  const client = new OpenAI({ apiKey: credentials.apiKey, baseURL: credentials.baseURL, timeout: call.timeoutMs, maxRetries: 0 });
  try {
    return await ask(client);
  } catch (error) {
    if (error instanceof ImageRefusedError) throw error;
    if (error instanceof OpenAI.APIError && error.status === 400 && REFUSAL_CODES.has(String(error.code))) {
      throw new ImageRefusedError(refusalReason(error));
    }
    throw describeFailure(credentials.label, error, credentials.whose);
  }
}

/** The provider's own message, without the SDK's "400 " prefix. */
function refusalReason(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : error.message.replace(/^\d{3}\s+/, '');
  return message.trim() || 'it goes against the provider’s content policy.';
}

async function fromOpenAi(client: OpenAI, call: ImageCall): Promise<Uint8Array> {
  // gpt-image-1 always answers b64_json (and refuses the parameter); dall-e-3 answers a URL unless asked.
  const needsFormat = call.model.providerModel.startsWith('dall-e');
  const result = await client.images.generate(
    {
      model: call.model.providerModel,
      prompt: call.prompt,
      size: openAiSize(call),
      n: 1,
      ...(needsFormat ? { response_format: 'b64_json' as const } : {}),
    },
    call.signal ? { signal: call.signal } : {},
  );
  return imageOf(result);
}

/** The one image of an Images API answer. */
function imageOf(result: OpenAI.ImagesResponse): Uint8Array {
  const b64 = result.data?.[0]?.b64_json;
  if (!b64) throw new Error('the provider answered without an image');
  return Buffer.from(b64, 'base64');
}

/** The part of OpenRouter's chat completion with image output this reads; anything else in it is ignored. */
const OpenRouterImageAnswerSchema = v.object({
  choices: v.array(
    v.object({
      message: v.object({
        content: v.nullish(v.string()),
        images: v.optional(v.array(v.object({ image_url: v.optional(v.object({ url: v.optional(v.string()) })) }))),
      }),
    }),
  ),
});

async function fromOpenRouter(client: OpenAI, call: ImageCall): Promise<Uint8Array> {
  // `modalities` and `image_config` are OpenRouter's, not in the SDK's chat types: the SDK's
  // plain POST sends them, and the answer is checked here instead of trusted.
  const answer = await client.post<unknown>('/chat/completions', {
    body: {
      model: call.model.providerModel,
      messages: [{ role: 'user', content: call.prompt }],
      modalities: ['image', 'text'],
      image_config: { aspect_ratio: ASPECT_RATIOS[call.shape] },
    },
    ...(call.signal ? { signal: call.signal } : {}),
  });
  const parsed = v.safeParse(OpenRouterImageAnswerSchema, answer);
  if (!parsed.success) throw new Error('the provider answered in an unexpected shape');
  const message = parsed.output.choices[0]?.message;
  const url = message?.images?.[0]?.image_url?.url ?? '';
  const data = /^data:image\/[a-z+.-]+;base64,(.+)$/i.exec(url);
  if (data) return Buffer.from(data[1]!, 'base64');
  // A model that writes instead of drawing is saying why it will not.
  const words = message?.content?.trim();
  if (words) throw new ImageRefusedError(words.slice(0, 300));
  throw new Error('the provider answered without an image');
}
