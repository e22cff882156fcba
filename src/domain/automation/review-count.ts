// GET /api/automation/review/count: the navigation's "to review" badge. Its own file,
// apart from review.ts (which names connectors): every signed-in page loads it.
import * as v from 'valibot';

export const ReviewCountResponseSchema = v.object({ to_review: v.number(), failed: v.number() });
export type ReviewCountResponse = v.InferOutput<typeof ReviewCountResponseSchema>;
