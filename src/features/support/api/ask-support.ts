import type { SupportChatResponse } from '#domain/support/contract.ts';
import { apiEventStream, ApiError } from '../../../lib/api-client';

export interface AskSupportInput {
  question: string;
  /** The id the server gave with an earlier answer; null starts a new conversation. */
  sessionId: string | null;
}

/** The final event of a support answer: the answer, or {success:false, detail}. */
export type SupportFinal = SupportChatResponse | { success: false; detail?: string };

/**
 * Asks Mr. Support (POST /api/ai/support/chat, streamed): `onText` gets the answer
 * so far as it grows. Resolves with the final event; rejects like apiEventStream
 * (an ApiError with the server's detail, or the abort).
 */
export async function askSupport({ question, sessionId }: AskSupportInput, onText: (text: string) => void, signal: AbortSignal): Promise<SupportFinal> {
  let text = '';
  let final: SupportFinal | null = null;
  await apiEventStream(
    '/api/ai/support/chat',
    // The server keeps the conversation: only the question and its id go.
    sessionId ? { question, session_id: sessionId } : { question },
    (message) => {
      if (message.event === 'delta') {
        text += (JSON.parse(message.data) as { text: string }).text;
        onText(text);
      } else if (message.event === 'final') {
        final = JSON.parse(message.data) as SupportFinal;
      }
    },
    signal,
  );
  // A stream cut before its end is a connection failure.
  if (!final) throw new ApiError('The answer was cut off.', 0);
  return final;
}
