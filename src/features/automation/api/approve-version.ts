import { DeliveryRunResponseSchema, type DeliveryRunResponse, type ReviewDecision } from '../../../domain/automation/review';
import { apiFetch } from '../../../lib/api-client';

/** Approve & send: that version goes to the item's connectors now; each connector's outcome comes back. */
export function approveVersion(decision: ReviewDecision): Promise<DeliveryRunResponse> {
  return apiFetch('/api/automation/review/approve', DeliveryRunResponseSchema, { method: 'POST', body: decision });
}
