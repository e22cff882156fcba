import type { Config } from '@netlify/functions';
import { ReviewDecisionSchema, type DeliveryRunResponse } from '#domain/automation/review.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { approveVersion } from '../lib/automation/schedules/review.ts';

// Approve & send (docs/api.md, "Automation"): the version the owner read goes to the
// item's connectors now and stops waiting; 409 when it no longer waits. A receiver's
// refusal is a 200 with that delivery's ok false (it then shows as a failure notice).
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const decision = await parseBody(req, ReviewDecisionSchema);
  return json((await approveVersion(user.id, decision)) satisfies DeliveryRunResponse);
});

export const config: Config = { path: '/api/automation/review/approve' };
