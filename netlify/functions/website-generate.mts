import type { Config } from '@netlify/functions';
import { WebsiteGenerateRequestSchema } from '#domain/website/contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { consumeQuota, releaseQuota } from '../lib/quotas.ts';
import { generateWebsite, planWebsite } from '../lib/website/generate-website.ts';

// Website generator: token -> profile tier (never the body's is_paid_user) ->
// validation and template rights -> daily quota -> copy + render. A failed generation gives the quota back.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('website', user.id);
  const body = await parseBody(req, WebsiteGenerateRequestSchema);
  requireCallerUserId(user, body.user_id);
  const profile = await loadProfile(user.id);
  const plan = planWebsite(body, profile.subscription_status === 'paid');
  const charge = await consumeQuota(user.id, 'website', profile.subscription_status);
  try {
    return json(await generateWebsite(plan, req.signal));
  } catch (error) {
    // Nothing of the site reached the user.
    await releaseQuota(charge);
    throw error;
  }
});

export const config: Config = { path: '/api/ai/website/generate' };
