// The reading side of a streamed chat or merge answer (the events are declared in
// chat-contract.ts): each server-sent message checked into a ChatStreamEvent, and
// the reducer that applies the models' events to the answers on the page.
import type { ChatModelAnswer, ChatResponse, ChatStreamEvent, ModelStreamEvent } from './chat-contract';
import { eventObject, type SseMessage } from './sse';

// (Kept free of valibot: the chat page's first paint needs these, not the schemas.)

/** The answers of a chat response as a list, whatever the tier. */
export function answersOf(response: ChatResponse): ChatModelAnswer[] {
  if (response.tier === 'premium') return response.responses;
  return [
    {
      model: response.model,
      model_id: response.model_id,
      response: response.response,
      ...(response.key_source ? { key_source: response.key_source } : {}),
    },
  ];
}

/** One model's answer as the chat page shows it. */
export interface ModelResponse {
  providerId: string;
  providerName: string;
  response: string;
  timestamp: number;
  /** Why this model gave no answer. */
  error?: string;
  /** Still streaming in. */
  pending?: boolean;
  /** The user's own key (API Settings) answered. */
  keySource?: 'user';
  /** The answer this one replaced when the model was asked again (one step back). */
  previous?: string;
}

/**
 * What an answer keeps one step back once it is replaced, as the history stores it:
 * its own text, or when it had none (it failed) the text it had kept itself.
 */
export function previousOf(replaced: ModelResponse): string | undefined {
  return replaced.response && !replaced.error ? replaced.response : replaced.previous;
}

export function toModelResponse(answer: ChatModelAnswer, timestamp = Date.now()): ModelResponse {
  return {
    providerId: answer.model_id,
    providerName: answer.model,
    response: answer.response,
    timestamp,
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.key_source ? { keySource: answer.key_source } : {}),
    ...(answer.previous ? { previous: answer.previous } : {}),
  };
}

/** The string fields each event's data carries. */
const STRING_FIELDS: Record<ChatStreamEvent['event'], readonly string[]> = {
  start: ['model_id', 'model'],
  delta: ['model_id', 'text'],
  done: ['model_id', 'response'],
  error: ['model_id', 'error'],
  final: [],
};

/**
 * One server-sent message as a ChatStreamEvent, or null when it is not one (an
 * unknown event name, data that is not JSON or lacks a field the event carries).
 * The check is shallow: the names and the fields the reader relies on, not the
 * whole `final` response, whose type the caller names (`Final`).
 */
export function parseChatStreamEvent<Final = ChatStreamEvent extends { event: 'final'; data: infer D } ? D : never>(
  message: SseMessage,
): ChatStreamEvent<Final> | null {
  const { event } = message;
  if (!Object.hasOwn(STRING_FIELDS, event)) return null;
  const data = eventObject(message.data);
  if (!data) return null;
  const fields = STRING_FIELDS[event as ChatStreamEvent['event']];
  if (!fields.every((field) => typeof data[field] === 'string')) return null;
  if (event === 'final' && data.success !== true && !(data.success === false && typeof data.detail === 'string')) return null;
  return { event, data } as ChatStreamEvent<Final>;
}

/** The answers of a turn after one model event (a pure update: a new turn, or the same one when nothing changes). */
export function applyStreamEvent<Turn extends { responses: readonly ModelResponse[] }>(
  turn: Turn,
  { event, data }: ModelStreamEvent,
  now = Date.now(),
): Turn {
  const update = (change: (response: ModelResponse) => ModelResponse): Turn => ({
    ...turn,
    responses: turn.responses.map((response) => (response.providerId === data.model_id ? change(response) : response)),
  });
  switch (event) {
    case 'start': {
      // A model asked again (Retry or Regenerate on its card) starts over in its own place,
      // keeping the answer it replaces one step back.
      const replaced = turn.responses.find((response) => response.providerId === data.model_id);
      const previous = replaced ? previousOf(replaced) : undefined;
      const started: ModelResponse = {
        providerId: data.model_id,
        providerName: data.model,
        response: '',
        timestamp: now,
        pending: true,
        ...(data.key_source === 'user' ? { keySource: 'user' as const } : {}),
        ...(previous ? { previous } : {}),
      };
      if (replaced) return update(() => started);
      return { ...turn, responses: [...turn.responses, started] };
    }
    case 'delta':
      return update((response) => ({ ...response, response: response.response + data.text }));
    case 'done':
      return update((response) => ({ ...response, response: data.response, pending: false }));
    case 'error':
      return update((response) => ({ ...response, response: '', error: data.error, pending: false }));
  }
}
