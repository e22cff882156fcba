import { DeliveryRunResponseSchema, type DeliveryRunResponse } from '../../../domain/automation/review';
import { apiFetch } from '../../../lib/api-client';

/** Retry failed channels only: the run's text again to the connectors that failed in it; the run's deliveries after it. */
export function retryRun(runId: string): Promise<DeliveryRunResponse> {
  return apiFetch('/api/automation/runs/retry', DeliveryRunResponseSchema, { method: 'POST', body: { run_id: runId } });
}
