// One non-streaming completion from a configured provider, with the SDKs' own
// retries (429 and 5xx, with backoff) and a timeout. Provider errors become an
// AiProviderError whose message a user can act on and never contains a key.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { providerSettings, PROVIDERS, type ProviderId, type ProviderSettings } from './providers.ts';

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
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 45_000;
const DEFAULT_MAX_TOKENS = 2048;

export function openAiClient(settings: ProviderSettings, timeoutMs = DEFAULT_TIMEOUT_MS): OpenAI {
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: timeoutMs, maxRetries: 2 });
}

export function anthropicClient(settings: ProviderSettings, timeoutMs = DEFAULT_TIMEOUT_MS): Anthropic {
  return new Anthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: timeoutMs, maxRetries: 2 });
}

/** A message a user can act on, from whatever the SDK threw. */
export function describeProviderError(provider: ProviderId, error: unknown): AiProviderError {
  const label = PROVIDERS[provider].label;
  if (error instanceof AiProviderError) return error;
  if (error instanceof Error && error.name === 'AbortError') return new AiProviderError('The request was stopped.', undefined);
  const status = (error as { status?: number }).status;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof Anthropic.APIConnectionTimeoutError) {
    return new AiProviderError(`${label} did not answer in time. Please try again.`, 504);
  }
  if (error instanceof OpenAI.APIUserAbortError || error instanceof Anthropic.APIUserAbortError) {
    return new AiProviderError('The request was stopped.', undefined);
  }
  switch (status) {
    case 401:
    case 403:
      return new AiProviderError(`${label} rejected the API key. Check the key in the server settings.`, status);
    case 404:
      return new AiProviderError(`${label} does not offer the configured model. Check the model name.`, status);
    case 429:
      return new AiProviderError(`${label} is rate-limiting or out of quota. Please try again later.`, status);
    default:
      if (status && status >= 500) return new AiProviderError(`${label} is having trouble right now. Please try again.`, status);
      return new AiProviderError(`${label} could not answer this request.`, status);
  }
}

export async function completeText(request: CompletionRequest): Promise<string> {
  const settings = providerSettings(request.provider);
  if (!settings) throw new AiProviderError(`${PROVIDERS[request.provider].label} is not configured on this server.`, undefined);
  const timeout = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxTokens = request.maxTokens ?? DEFAULT_MAX_TOKENS;
  try {
    if (settings.sdk === 'anthropic') {
      const system = [request.system, request.json ? 'Answer with one JSON object only, no prose and no code fence.' : '']
        .filter(Boolean)
        .join('\n\n');
      const message = await anthropicClient(settings, timeout).messages.create(
        {
          model: request.model,
          max_tokens: maxTokens,
          ...(system ? { system } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          messages: request.messages,
        },
        { signal: request.signal },
      );
      return message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    }
    const completion = await openAiClient(settings, timeout).chat.completions.create(
      {
        model: request.model,
        max_tokens: maxTokens,
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [...(request.system ? [{ role: 'system' as const, content: request.system }] : []), ...request.messages],
      },
      { signal: request.signal },
    );
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    throw describeProviderError(request.provider, error);
  }
}

/**
 * The model used for single-shot writing jobs (website copy, content): the
 * `TEXT_MODEL_PROVIDER`/`TEXT_MODEL` override, else the first configured provider's
 * default; null when no provider is configured (callers then use their offline path).
 */
export function defaultTextModel(): { provider: ProviderId; model: string } | null {
  const DEFAULT_MODELS: Record<ProviderId, string> = {
    openai: 'gpt-4o-mini',
    anthropic: 'claude-3-5-haiku-latest',
    gemini: 'gemini-2.0-flash',
    groq: 'llama-3.3-70b-versatile',
    mistral: 'mistral-small-latest',
    cohere: 'command-r-plus',
  };
  const override = process.env.TEXT_MODEL_PROVIDER as ProviderId | undefined;
  if (override && override in PROVIDERS && providerSettings(override)) {
    return { provider: override, model: process.env.TEXT_MODEL || DEFAULT_MODELS[override] };
  }
  const first = (Object.keys(PROVIDERS) as ProviderId[]).find((id) => providerSettings(id));
  return first ? { provider: first, model: DEFAULT_MODELS[first] } : null;
}
