import type { Config } from '@netlify/functions';
import { ReviewDecisionSchema, type SkipVersionResponse } from '#domain/automation/review.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { skipVersion } from '../lib/automation/schedules/review.ts';

// Skip (docs/api.md, "Automation"): the version stops waiting and is never sent; the
// skip is recorded as a run of the item. 409 when it no longer waits.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const decision = await parseBody(req, ReviewDecisionSchema);
  return json((await skipVersion(user.id, decision)) satisfies SkipVersionResponse);
});

export const config: Config = { path: '/api/automation/review/skip' };
