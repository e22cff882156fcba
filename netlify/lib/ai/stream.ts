// One streamed completion from a configured provider: text deltas as they arrive,
// the full text at the end. Each call has its own timeout; the caller's signal (the
// browser's request) aborts the provider call itself. Errors come out as
// AiProviderError with a message a user can act on.
import { AiProviderError, anthropicClient, describeProviderError, openAiClient, type CompletionRequest } from './complete.ts';
import { providerSettings, PROVIDERS } from './providers.ts';

export const DEFAULT_MODEL_TIMEOUT_MS = 45_000;
const DEFAULT_MAX_TOKENS = 2048;

export type DeltaHandler = (text: string) => void;

/** Aborts on the caller's signal or after `timeoutMs`; `timedOut()` tells which. */
export function deadline(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function streamFromProvider(request: CompletionRequest, signal: AbortSignal, onDelta: DeltaHandler, timeoutMs: number): Promise<string> {
  const settings = providerSettings(request.provider);
  if (!settings) throw new AiProviderError(`${PROVIDERS[request.provider].label} is not configured on this server.`, undefined);
  const maxTokens = request.maxTokens ?? DEFAULT_MAX_TOKENS;
  let text = '';
  const emit = (piece: string) => {
    if (!piece) return;
    text += piece;
    onDelta(piece);
  };
  if (settings.sdk === 'anthropic') {
    const stream = anthropicClient(settings, timeoutMs).messages.stream(
      {
        model: request.model,
        max_tokens: maxTokens,
        ...(request.system ? { system: request.system } : {}),
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        messages: request.messages,
      },
      { signal },
    );
    for await (const event of stream) {
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') emit(event.delta.text);
    }
    return complete(text, signal);
  }
  const stream = await openAiClient(settings, timeoutMs).chat.completions.create(
    {
      model: request.model,
      max_tokens: maxTokens,
      stream: true,
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      messages: [...(request.system ? [{ role: 'system' as const, content: request.system }] : []), ...request.messages],
    },
    { signal },
  );
  for await (const chunk of stream) emit(chunk.choices[0]?.delta?.content ?? '');
  return complete(text, signal);
}

// The SDKs end a stream quietly when its signal aborts: an answer cut by the
// timeout or by the client would otherwise pass for a complete one.
function complete(text: string, signal: AbortSignal): string {
  if (signal.aborted) throw Object.assign(new Error('The stream was aborted.'), { name: 'AbortError' });
  return text;
}

export async function streamText(request: CompletionRequest, onDelta: DeltaHandler): Promise<string> {
  const timeoutMs = request.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const limit = deadline(request.signal, timeoutMs);
  try {
    return await streamFromProvider(request, limit.signal, onDelta, timeoutMs);
  } catch (error) {
    if (limit.timedOut()) {
      throw new AiProviderError(`${PROVIDERS[request.provider].label} did not answer in time. Please try again.`, 504);
    }
    if (request.signal?.aborted) throw new AiProviderError('The request was stopped.', undefined);
    throw describeProviderError(request.provider, error);
  } finally {
    limit.clear();
  }
}
