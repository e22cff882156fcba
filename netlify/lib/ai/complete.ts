// One non-streaming completion from a configured provider (see provider-call.ts
// for the request, its retries and timeout, and how errors read).
import { describeProviderError, providerCall, type CompletionRequest } from './provider-call.ts';
import { providerSettings, PROVIDERS, type ProviderId } from './providers.ts';

export async function completeText(request: CompletionRequest): Promise<string> {
  const call = providerCall(request);
  try {
    if (call.sdk === 'anthropic') {
      const message = await call.client.messages.create(call.body, { signal: request.signal });
      return message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    }
    const completion = await call.client.chat.completions.create(call.body, { signal: request.signal });
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
