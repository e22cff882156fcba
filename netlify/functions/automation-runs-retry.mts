import type { Config } from '@netlify/functions';
import { RetryRunSchema, type DeliveryRunResponse } from '#domain/automation/review.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { retryFailedDeliveries } from '../lib/automation/schedules/review.ts';

// Retry failed channels only (docs/api.md, "Automation"): the run's own text again to
// the connectors that failed in it, never to one that succeeded; the answer is the
// run's deliveries after the retry. 409 when nothing of it failed or a retry runs.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const { run_id } = await parseBody(req, RetryRunSchema);
  return json((await retryFailedDeliveries(user.id, run_id)) satisfies DeliveryRunResponse);
});

export const config: Config = { path: '/api/automation/runs/retry' };
