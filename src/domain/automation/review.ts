// The To review page and failure notices (docs/api.md, "Automation"): what a run
// wrote that waits for its owner, the runs whose delivery failed, and the requests
// that approve, skip or retry them.
import * as v from 'valibot';
import { type ConnectorKind, type DeliveryResult } from '../connectors';

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

/** A version a run wrote that waits for review. */
export interface ReviewEntry {
  item_id: string;
  title: string;
  template: string;
  version: number;
  content: string;
  /** When the run wrote it. */
  written_at: string;
  /** Where Approve & send delivers it. */
  deliver_to: ConnectorKind[];
}

/** A run with at least one failed delivery. */
export interface FailedRun {
  run_id: string;
  item_id: string;
  title: string;
  version: number | null;
  at: string;
  deliveries: DeliveryResult[];
}

export interface ReviewListResponse {
  to_review: ReviewEntry[];
  failed_runs: FailedRun[];
}

export interface ReviewCountResponse {
  to_review: number;
  failed: number;
}

/** What Approve & send and Retry answer: the run and each connector's outcome. */
export interface DeliveryRunResponse {
  run_id: string;
  deliveries: DeliveryResult[];
}

export const REVIEW_GONE = 'This version no longer waits for review: it was decided already, or a newer run replaced it. Reload the list.';
export const RETRY_NOTHING = 'This run has no failed delivery to retry, or a retry of it is already under way.';
