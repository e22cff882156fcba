import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth.ts';
import { automationQuota } from '../lib/automation/quota.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';

// The automation page's "N of M generations left today" (docs/api.md): the caller's content
// allowance for today and whether the next generation counts against it.
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('me', user.id);
  return json(await automationQuota(user.id));
});

export const config: Config = { path: '/api/ai/automation/quota' };
