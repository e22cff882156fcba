import { parseSupportDelta, parseSupportFinal, type SupportFinal } from '#domain/support/stream.ts';
import { apiEventStream, ApiError } from '../../../lib/api-client';

export interface AskSupportInput {
  question: string;
  /** The id the server gave with an earlier answer; null starts a new conversation. */
  sessionId: string | null;
}

export type { SupportFinal };

/**
 * Asks Mr. Support (POST /api/ai/support/chat, streamed): `onText` gets the answer
 * so far as it grows. Resolves with the final event; rejects like apiEventStream
 * (an ApiError with the server's detail, or the abort).
 */
export async function askSupport(
  { question, sessionId }: AskSupportInput,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<SupportFinal> {
  let text = '';
  let final: SupportFinal | null = null;
  await apiEventStream(
    '/api/ai/support/chat',
    // The server keeps the conversation: only the question and its id go.
    sessionId ? { question, session_id: sessionId } : { question },
    (message) => {
      if (message.event === 'delta') {
        const delta = parseSupportDelta(message.data);
        if (delta === null) return;
        text += delta;
        onText(text);
      } else if (message.event === 'final') {
        // A final of another shape leaves none: the answer was cut off.
        final = parseSupportFinal(message.data);
      }
    },
    signal,
  );
  // A stream cut before its end is a connection failure.
  if (!final) throw new ApiError('The answer was cut off.', 0);
  return final;
}
