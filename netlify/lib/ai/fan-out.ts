// Asks several chat models the same question in parallel. Each model streams on its
// own and fails on its own: a failure or timeout becomes that model's error, the
// others' answers stand.
import { messageOf } from '#domain/error-message.ts';
import type { ChatModelAnswer, ModelStreamEvent } from '#domain/chat-contract.ts';
import { serverConfig } from '../env.ts';
import type { ChatTarget } from './model-routing.ts';
import { AiProviderError, describeRequestError, type AttachedImage, type ChatMessage } from './provider-call.ts';
import { demoAnswer, streamDemo } from './demo.ts';
import { streamText } from './stream.ts';

export interface AskModelOptions {
  target: ChatTarget;
  system?: string;
  messages: ChatMessage[];
  signal?: AbortSignal;
  timeoutMs?: number;
  maxTokens?: number;
  onDelta: (text: string) => void;
  /** What the demo provider says instead of its usual sample answer. */
  demoText?: string | undefined;
  /** An image the model sees with the last message (the caller asks only models that can see). */
  image?: AttachedImage | undefined;
}

/** One model's streamed answer, through its provider or the demo provider. */
export async function askModel({
  target,
  system,
  messages,
  signal,
  timeoutMs,
  maxTokens,
  onDelta,
  demoText,
  image,
}: AskModelOptions): Promise<string> {
  if (target.unavailable) throw new AiProviderError(target.unavailable, undefined);
  if (target.provider === 'demo') {
    try {
      return await streamDemo(demoText ?? demoAnswer(target.modelName, messages), onDelta, signal);
    } catch {
      throw new AiProviderError('The request was stopped.', undefined);
    }
  }
  return streamText(
    {
      provider: target.provider,
      model: target.model,
      credentials: target.credentials,
      system,
      messages,
      signal,
      timeoutMs,
      maxTokens,
      image,
    },
    onDelta,
  );
}

/** What a model's card says when it failed: askModel's own errors (the demo's too) are AiProviderErrors already. */
function errorMessage(target: ChatTarget, error: unknown): string {
  if (error instanceof AiProviderError || target.provider === 'demo') return messageOf(error, String(error));
  return describeRequestError({ provider: target.provider, credentials: target.credentials }, error).message;
}

export function chatTimeoutMs(): number {
  return serverConfig().chatModelTimeoutMs;
}

export async function fanOutChat(options: {
  targets: readonly ChatTarget[];
  system: (target: ChatTarget) => string;
  messagesFor: (target: ChatTarget) => ChatMessage[];
  /** What the demo provider says (when it answers) instead of its sample answer. */
  demoText?: (target: ChatTarget) => string;
  /** An image every target sees with the question. */
  image?: AttachedImage | undefined;
  signal?: AbortSignal;
  timeoutMs?: number;
  onEvent?: (event: ModelStreamEvent) => void;
}): Promise<ChatModelAnswer[]> {
  const emit = options.onEvent ?? (() => {});
  return Promise.all(
    options.targets.map(async (target): Promise<ChatModelAnswer> => {
      const model_id = target.modelId;
      const paidBy = target.keySource === 'user' ? ({ key_source: 'user' } as const) : {};
      emit({ event: 'start', data: { model_id, model: target.modelName, ...paidBy } });
      try {
        const response = await askModel({
          target,
          system: options.system(target),
          messages: options.messagesFor(target),
          demoText: options.demoText?.(target),
          image: options.image,
          signal: options.signal,
          timeoutMs: options.timeoutMs ?? chatTimeoutMs(),
          onDelta: (text) => emit({ event: 'delta', data: { model_id, text } }),
        });
        if (!response.trim()) throw new AiProviderError(`${target.modelName} returned an empty answer. Please try again.`, undefined);
        emit({ event: 'done', data: { model_id, response } });
        return { model: target.modelName, model_id, response, ...paidBy };
      } catch (error) {
        const message = errorMessage(target, error);
        emit({ event: 'error', data: { model_id, error: message } });
        return { model: target.modelName, model_id, response: '', error: message, ...paidBy };
      }
    }),
  );
}
