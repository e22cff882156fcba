import { useEffect } from 'react';
import { useReviewCounts } from '../lib/review-count';

/**
 * Reports how many versions wait for the user's review. Loaded apart from the top
 * bar (it brings SWR and the API client), once someone is signed in, so the first
 * paint of a public page does not carry it.
 */
export default function ReviewCountWatch({ userId, onCount }: { userId: string; onCount: (count: number) => void }) {
  const counts = useReviewCounts(userId);
  const count = counts.data?.to_review ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
