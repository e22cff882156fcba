// What one call to a model provider needs, for a single answer (complete.ts) and
// a streamed one (stream.ts) alike: the SDK client with its timeout and retries
// (429 and 5xx, with backoff), the request body (model, max tokens, system prompt,
// messages), and provider errors turned into messages a user can act on that
// never contain a key.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { ImageRow } from '#domain/images-contract.ts';
import { PROVIDERS, type ProviderId } from '#domain/providers.ts';
import { MODEL_DEFAULTS } from '../env.ts';
import { providerSettings, type ProviderCredentials } from './providers.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  provider: ProviderId;
  model: string;
  system?: string;
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object (OpenAI-compatible `response_format`); Claude is told so in the system prompt. */
  json?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The user's key or endpoint; the platform's env settings for `provider` otherwise. */
  credentials?: ProviderCredentials | undefined;
  /** A PDF the model reads along with the last message (a scanned file's pages: Claude and GPT-4o read them). */
  pdf?: { name: string; bytes: Uint8Array };
  /** An image the model sees along with the last message (a chat question's attached image; vision models only). */
  image?: AttachedImage | undefined;
}

/** An image sent to a model: its bytes and type. */
export interface AttachedImage {
  mime: ImageRow['mime'];
  bytes: Uint8Array;
}

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** The PDF and the image the last message carries, as Anthropic Messages API blocks. */
function anthropicAttachments({ pdf, image }: CompletionRequest): Anthropic.ContentBlockParam[] {
  return [
    ...(pdf
      ? [
          {
            type: 'document' as const,
            source: { type: 'base64' as const, media_type: 'application/pdf' as const, data: base64Of(pdf.bytes) },
          },
        ]
      : []),
    ...(image
      ? [{ type: 'image' as const, source: { type: 'base64' as const, media_type: image.mime, data: base64Of(image.bytes) } }]
      : []),
  ];
}

/** The messages, the last one carrying the attachments in the Anthropic Messages API's form. */
function anthropicMessages(request: CompletionRequest): Anthropic.MessageParam[] {
  const attachments = anthropicAttachments(request);
  if (!attachments.length) return request.messages;
  const last = request.messages.at(-1);
  return [...request.messages.slice(0, -1), { role: 'user', content: [...attachments, { type: 'text', text: last?.content ?? '' }] }];
}

/** The same in the OpenAI Chat Completions form: a `file` part for the PDF, an `image_url` data URL for the image. */
function openAiAttachments({ pdf, image }: CompletionRequest): OpenAI.ChatCompletionContentPart[] {
  return [
    ...(pdf
      ? [{ type: 'file' as const, file: { filename: pdf.name, file_data: `data:application/pdf;base64,${base64Of(pdf.bytes)}` } }]
      : []),
    ...(image ? [{ type: 'image_url' as const, image_url: { url: `data:${image.mime};base64,${base64Of(image.bytes)}` } }] : []),
  ];
}

function openAiMessages(request: CompletionRequest): OpenAI.ChatCompletionMessageParam[] {
  const system = request.system ? [{ role: 'system' as const, content: request.system }] : [];
  const attachments = openAiAttachments(request);
  if (!attachments.length) return [...system, ...request.messages];
  const last = request.messages.at(-1);
  return [
    ...system,
    ...request.messages.slice(0, -1),
    { role: 'user', content: [...attachments, { type: 'text', text: last?.content ?? '' }] },
  ];
}

/** How messages about this request name its provider. */
export const providerLabel = (request: Pick<CompletionRequest, 'provider' | 'credentials'>) =>
  request.credentials?.label ?? PROVIDERS[request.provider].label;

/** Whose key a request used: the platform's, the user's for a built-in provider, or the user's custom endpoint. */
export type KeyOwner = 'server' | 'user' | 'custom';

export const keyOwnerOf = (credentials: ProviderCredentials | undefined): KeyOwner =>
  !credentials ? 'server' : credentials.custom ? 'custom' : 'user';

/** A provider failure described for whoever owns the key the request used. */
export const describeRequestError = (request: Pick<CompletionRequest, 'provider' | 'credentials'>, error: unknown) =>
  describeFailure(providerLabel(request), error, keyOwnerOf(request.credentials));

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export type ProviderCall =
  | { sdk: 'anthropic'; client: Anthropic; body: Anthropic.MessageCreateParamsNonStreaming }
  | { sdk: 'openai'; client: OpenAI; body: OpenAI.ChatCompletionCreateParamsNonStreaming };

/** The client and request body that ask `request` of its provider; an AiProviderError when it has no key. */
export function providerCall(request: CompletionRequest): ProviderCall {
  const settings = request.credentials ?? providerSettings(request.provider);
  if (!settings) throw new AiProviderError(`${PROVIDERS[request.provider].label} is not configured on this server.`, undefined);
  const clientOptions = {
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: request.timeoutMs ?? MODEL_DEFAULTS.timeoutMs,
    maxRetries: 2,
    ...(request.credentials?.fetch ? { fetch: request.credentials.fetch } : {}),
  };
  const common = {
    model: request.model,
    max_tokens: request.maxTokens ?? MODEL_DEFAULTS.maxTokens,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  };
  if (settings.sdk === 'anthropic') {
    const system = [request.system, request.json ? 'Answer with one JSON object only, no prose and no code fence.' : '']
      .filter(Boolean)
      .join('\n\n');
    return {
      sdk: 'anthropic',
      client: new Anthropic(clientOptions),
      body: { ...common, ...(system ? { system } : {}), messages: anthropicMessages(request) },
    };
  }
  return {
    sdk: 'openai',
    client: new OpenAI(clientOptions),
    body: {
      ...common,
      ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
      messages: openAiMessages(request),
    },
  };
}

/**
 * The same for any provider by its label; `whose` key it was decides where the
 * message sends the user to check it: the server's settings, the key they entered
 * for a built-in provider (whose address is the server's, never theirs to check),
 * or the address and key of their custom endpoint.
 */
export function describeFailure(label: string, error: unknown, whose: KeyOwner): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof Error && error.name === 'AbortError') return new AiProviderError('The request was stopped.', undefined);
  const status = (error as { status?: number }).status;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof Anthropic.APIConnectionTimeoutError) {
    return new AiProviderError(`${label} did not answer in time. Please try again.`, 504);
  }
  if (error instanceof OpenAI.APIUserAbortError || error instanceof Anthropic.APIUserAbortError) {
    return new AiProviderError('The request was stopped.', undefined);
  }
  if (error instanceof OpenAI.APIConnectionError || error instanceof Anthropic.APIConnectionError) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error && cause.name === 'OutboundRefusedError') return new AiProviderError(cause.message, undefined);
    return new AiProviderError(
      whose === 'custom'
        ? `${label} could not be reached. Check the address and try again.`
        : `${label} could not be reached right now. Your key was not checked; please try again.`,
      undefined,
    );
  }
  switch (status) {
    case 401:
    case 403:
      return new AiProviderError(
        `${label} rejected the API key. ${whose === 'server' ? 'Check the key in the server settings.' : 'Check the key and try again.'}`,
        status,
      );
    case 404:
      return new AiProviderError(`${label} does not offer the configured model. Check the model name.`, status);
    case 429:
      return new AiProviderError(`${label} is rate-limiting or out of quota. Please try again later.`, status);
    default:
      if (status && status >= 500) return new AiProviderError(`${label} is having trouble right now. Please try again.`, status);
      return new AiProviderError(`${label} could not answer this request.`, status);
  }
}
