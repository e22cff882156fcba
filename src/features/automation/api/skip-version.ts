import { SkipVersionResponseSchema, type ReviewDecision } from '../../../domain/automation/review';
import { apiFetch } from '../../../lib/api-client';

/** Skip: the version stops waiting and is never sent. */
export async function skipVersion(decision: ReviewDecision): Promise<void> {
  await apiFetch('/api/automation/review/skip', SkipVersionResponseSchema, { method: 'POST', body: decision });
}
