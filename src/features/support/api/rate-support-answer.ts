import { SupportFeedbackResponseSchema, type SupportFeedbackResponse, type SupportRating } from '#domain/support/contract.ts';
import { apiFetch } from '../../../lib/api-client';

/** Thumbs on one answer (POST /api/ai/support/feedback); null takes them back. Rejects with the server's detail. */
export function rateSupportAnswer(sessionId: string, messageId: number, rating: SupportRating | null): Promise<SupportFeedbackResponse> {
  return apiFetch('/api/ai/support/feedback', SupportFeedbackResponseSchema, {
    body: { session_id: sessionId, message_id: messageId, rating },
  });
}
