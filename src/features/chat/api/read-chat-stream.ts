// Reads a streamed chat or merge answer (server-sent ChatStreamEvents) to its `final`
// event: the models' events go to `onEvent` as they arrive, the final response is
// what it resolves with.
import type { ModelStreamEvent, StreamFailure } from '../../../domain/chat-contract';
import { parseChatStreamEvent } from '../../../domain/chat-stream';
import { apiEventStream, ApiError } from '../../../lib/api-client';

export interface ChatStreamOptions {
  onEvent: (event: ModelStreamEvent) => void;
  signal?: AbortSignal;
}

/**
 * POSTs `body` to `path` and reads its event stream. Rejects with an ApiError whose
 * message is the server's `detail` (or `failed`) when the stream ends without a
 * successful `final`, and with an AbortError when `signal` stops it.
 */
export async function readChatStream<Final extends { success: true }>(
  path: string,
  body: unknown,
  failed: string,
  { onEvent, signal }: ChatStreamOptions,
): Promise<Final> {
  const outcome: { final: Final | StreamFailure | null } = { final: null };
  await apiEventStream(
    path,
    body,
    (message) => {
      const event = parseChatStreamEvent<Final>(message);
      if (!event) return;
      if (event.event === 'final') outcome.final = event.data;
      else onEvent(event);
    },
    signal,
  );
  const result = outcome.final;
  if (!result) throw new ApiError(failed, 0);
  if (!result.success) throw new ApiError(result.detail || failed, 502);
  return result;
}
