import type { Config } from '@netlify/functions';
import type { ReviewCountResponse } from '#domain/automation/review-count.ts';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { reviewCounts } from '../lib/automation/schedules/review.ts';

// The navigation's badge (docs/api.md, "Automation"): two counts in one query, so
// every page can ask without loading the list.
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  return json((await reviewCounts(user.id)) satisfies ReviewCountResponse);
});

export const config: Config = { path: '/api/automation/review/count' };
