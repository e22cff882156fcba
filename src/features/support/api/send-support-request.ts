import { SupportRequestCreatedSchema, type SupportRequestCreated } from '#domain/support/requests.ts';
import { apiFetch } from '../../../lib/api-client';

export interface SupportRequestDraft {
  email: string;
  message: string;
  /** The conversation to attach: the server reads it (the caller's own only). */
  sessionId: string | null;
}

/** "Contact a person" (POST /api/support/requests). Rejects with the server's detail. */
export function sendSupportRequest({ email, message, sessionId }: SupportRequestDraft): Promise<SupportRequestCreated> {
  return apiFetch('/api/support/requests', SupportRequestCreatedSchema, {
    body: { email, message, ...(sessionId ? { session_id: sessionId } : {}) },
  });
}
