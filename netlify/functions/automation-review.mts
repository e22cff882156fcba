import type { Config } from '@netlify/functions';
import type { ReviewListResponse } from '#domain/automation/review.ts';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { listReview } from '../lib/automation/schedules/review.ts';

// The To review page (docs/api.md, "Automation"): the versions runs wrote that wait
// for the owner, and the runs of the last 30 days whose delivery failed somewhere.
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  return json((await listReview(user.id)) satisfies ReviewListResponse);
});

export const config: Config = { path: '/api/automation/review' };
