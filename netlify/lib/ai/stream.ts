// One streamed completion from a configured provider: text deltas as they arrive,
// the full text at the end. Each call has its own timeout; the caller's signal (the
// browser's request) aborts the provider call itself. Errors come out as
// AiProviderError with a message a user can act on.
import { MODEL_DEFAULTS } from '../env.ts';
import { AiProviderError, describeRequestError, providerCall, providerLabel, type CompletionRequest } from './provider-call.ts';

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

async function streamFromProvider(request: CompletionRequest, signal: AbortSignal, onDelta: DeltaHandler): Promise<string> {
  const call = providerCall(request);
  let text = '';
  const emit = (piece: string) => {
    if (!piece) return;
    text += piece;
    onDelta(piece);
  };
  if (call.sdk === 'anthropic') {
    for await (const event of call.client.messages.stream(call.body, { signal })) {
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') emit(event.delta.text);
    }
  } else {
    for await (const chunk of await call.client.chat.completions.create({ ...call.body, stream: true }, { signal })) {
      emit(chunk.choices[0]?.delta?.content ?? '');
    }
  }
  return complete(text, signal);
}

// The SDKs end a stream quietly when its signal aborts: an answer cut by the
// timeout or by the client would otherwise pass for a complete one.
function complete(text: string, signal: AbortSignal): string {
  if (signal.aborted) throw Object.assign(new Error('The stream was aborted.'), { name: 'AbortError' });
  return text;
}

export async function streamText(request: CompletionRequest, onDelta: DeltaHandler): Promise<string> {
  const timeoutMs = request.timeoutMs ?? MODEL_DEFAULTS.timeoutMs;
  const limit = deadline(request.signal, timeoutMs);
  try {
    return await streamFromProvider({ ...request, timeoutMs }, limit.signal, onDelta);
  } catch (error) {
    if (limit.timedOut()) {
      throw new AiProviderError(`${providerLabel(request)} did not answer in time. Please try again.`, 504);
    }
    if (request.signal?.aborted) throw new AiProviderError('The request was stopped.', undefined);
    throw describeRequestError(request, error);
  } finally {
    limit.clear();
  }
}
