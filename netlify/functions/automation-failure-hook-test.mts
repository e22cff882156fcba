import type { Config } from '@netlify/functions';
import type { FailureHookTestResponse } from '#domain/automation/failure-notice.ts';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { testFailureHook } from '../lib/automation/schedules/failure-notice.ts';

// Test the failure notices' webhook (docs/api.md, "Automation"): a notice of the
// same shape, about no real run, to the saved address. A receiver's refusal is a
// 200 with ok false; 404 when no webhook is set.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  return json({ test: await testFailureHook(user.id) } satisfies FailureHookTestResponse);
});

export const config: Config = { path: '/api/automation/failure-hook/test' };
