// The counts behind the navigation's "to review" badge (GET /api/automation/review/count).
// Here and not in the automation feature because the top bar, shared by every page,
// shows it; the pages that change a count refresh it with refreshReviewCounts.
import useSWR, { mutate } from 'swr';
import { ReviewCountResponseSchema } from '../domain/automation/review-count';
import { apiFetch } from './api-client';

const COUNT_PATH = '/api/automation/review/count';

/** The signed-in user's counts; nothing is asked while signed out. Refreshed on focus and every few minutes. */
export function useReviewCounts(userId: string | undefined) {
  return useSWR(userId ? [COUNT_PATH, userId] : null, () => apiFetch(COUNT_PATH, ReviewCountResponseSchema), {
    refreshInterval: 5 * 60_000,
    shouldRetryOnError: false,
  });
}

/** Asks for the counts again (after an approval, a skip or a retry). */
export function refreshReviewCounts(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === COUNT_PATH);
}
