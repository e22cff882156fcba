import type { Config } from '@netlify/functions';
import { WebsiteGenerateRequestSchema } from '#domain/website/contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { RequestGate } from '../lib/gate.ts';
import { endpoint, json } from '../lib/http.ts';
import { loadProfile } from '../lib/profile.ts';
import { PLATFORM_ONLY, platformPays, releaseQuota } from '../lib/quotas.ts';
import { generateSite, planWebsite, type GeneratedSite } from '../lib/website/generate-website.ts';
import { saveGeneratedSite } from '../lib/website/saved-sites.ts';

// Website generator: token -> profile tier (never the body's is_paid_user) ->
// validation and template rights -> rate and daily quota -> copy + render -> kept in My Sites.
// A failed generation gives the quota back.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await timing.time('auth', authenticate(req));
  const gate = new RequestGate(user.id, 'website');
  return gate.guard(async () => {
    const profileRead = timing.time('profile', loadProfile(user.id)); // while the body is read
    profileRead.catch(() => {}); // awaited below; a 400 for the body may come first
    const body = await parseBody(req, WebsiteGenerateRequestSchema);
    requireCallerUserId(user, body.user_id);
    const plan = planWebsite(body, (await profileRead).subscription_status === 'paid');
    const { charge } = await timing.time('limits', gate.pass({ quota: { kind: 'website', charged: platformPays(PLATFORM_ONLY) } }));
    let site: GeneratedSite;
    try {
      site = await timing.time('provider', generateSite(plan, req.signal), 'copy and render');
    } catch (error) {
      // Nothing of the site reached the user.
      await releaseQuota(charge);
      throw error;
    }
    // Kept in My Sites before the answer, so the list the page reloads next has it.
    // Over the free limit the site is still answered (shown, downloadable), with why it was not kept.
    const saved = await timing.time('store', saveGeneratedSite(user.id, site));
    return json({ ...site.response, ...('id' in saved ? { site_id: saved.id } : { not_saved: saved.notSaved }) });
  });
});

export const config: Config = { path: '/api/ai/website/generate' };
