import type { Config } from '@netlify/functions';
import { SaveFailureHookSchema, type FailureHookResponse } from '#domain/automation/failure-notice.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { deleteFailureHook, loadFailureHook, saveFailureHook } from '../lib/automation/schedules/failure-notice.ts';

// The webhook that hears about failed deliveries (docs/api.md, "Automation"): GET
// answers it (a summary, never the address), PUT sets it, DELETE removes it.
export default endpoint(['GET', 'PUT', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  if (req.method === 'GET') return json({ hook: await loadFailureHook(user.id) } satisfies FailureHookResponse);
  if (req.method === 'DELETE') {
    await deleteFailureHook(user.id);
    return json({ hook: null } satisfies FailureHookResponse);
  }
  const { url } = await parseBody(req, SaveFailureHookSchema);
  return json({ hook: await saveFailureHook(user.id, url) } satisfies FailureHookResponse);
});

export const config: Config = { path: '/api/automation/failure-hook' };
