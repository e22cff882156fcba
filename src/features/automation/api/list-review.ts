import useSWR from 'swr';
import { ReviewListResponseSchema } from '../../../domain/automation/review';
import { apiFetch } from '../../../lib/api-client';

/** The versions waiting for review and the runs whose delivery failed (GET /api/automation/review). */
export function useReviewList(userId: string | undefined) {
  return useSWR(userId ? ['automation-review', userId] : null, () => apiFetch('/api/automation/review', ReviewListResponseSchema));
}
