// The To review page and failure notices (docs/api.md, "Automation"): what a run
// wrote that waits for its owner, the runs whose delivery failed, and the requests
// that approve, skip or retry them.
import * as v from 'valibot';
import { CONNECTOR_KINDS, DeliveryResultSchema } from '../connectors';
import { PostImageSchema } from './post-image';

// parseBody names the field before each message ("item_id: must be an id.").
const uuid = () => v.pipe(v.string('must be text.'), v.uuid('must be an id.'));

/** Approve & send, or Skip: the version the owner read, so a newer one is never decided unseen. */
export const ReviewDecisionSchema = v.object({
  item_id: uuid(),
  version: v.pipe(v.number('must be a number.'), v.integer('must be a whole number.'), v.minValue(1, 'must be 1 or more.')),
});
export type ReviewDecision = v.InferOutput<typeof ReviewDecisionSchema>;

/** Retry failed channels only. */
export const RetryRunSchema = v.object({ run_id: uuid() });

/** A version a run wrote that waits for review; `written_at`: when the run wrote it; `deliver_to`: where Approve & send delivers it. */
const ReviewEntrySchema = v.object({
  item_id: v.string(),
  title: v.string(),
  template: v.string(),
  version: v.number(),
  content: v.string(),
  written_at: v.string(),
  deliver_to: v.array(v.picklist(CONNECTOR_KINDS)),
  /** Use in post: the image Approve & send delivers with it. */
  image: v.optional(v.nullable(PostImageSchema), null),
});
export type ReviewEntry = v.InferOutput<typeof ReviewEntrySchema>;

/** A run with at least one failed delivery. */
const FailedRunSchema = v.object({
  run_id: v.string(),
  item_id: v.string(),
  title: v.string(),
  version: v.nullable(v.number()),
  at: v.string(),
  deliveries: v.array(DeliveryResultSchema),
});
export type FailedRun = v.InferOutput<typeof FailedRunSchema>;

/** GET /api/automation/review. */
export const ReviewListResponseSchema = v.object({ to_review: v.array(ReviewEntrySchema), failed_runs: v.array(FailedRunSchema) });
export type ReviewListResponse = v.InferOutput<typeof ReviewListResponseSchema>;

/** POST /api/automation/review/skip: the run that recorded the skip. */
export const SkipVersionResponseSchema = v.object({ run_id: v.string() });
export type SkipVersionResponse = v.InferOutput<typeof SkipVersionResponseSchema>;

/** What Approve & send and Retry answer: the run and each connector's outcome. */
export const DeliveryRunResponseSchema = v.object({ run_id: v.string(), deliveries: v.array(DeliveryResultSchema) });
export type DeliveryRunResponse = v.InferOutput<typeof DeliveryRunResponseSchema>;

export const REVIEW_GONE = 'This version no longer waits for review: it was decided already, or a newer run replaced it. Reload the list.';
export const RETRY_NOTHING = 'This run has no failed delivery to retry, or a retry of it is already under way.';
