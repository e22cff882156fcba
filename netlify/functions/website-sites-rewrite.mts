import type { Config } from '@netlify/functions';
import { RewriteSectionRequestSchema } from '#domain/website/rewrite-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { RequestGate } from '../lib/gate.ts';
import { endpoint, json } from '../lib/http.ts';
import { PLATFORM_ONLY, platformPays, releaseQuota } from '../lib/quotas.ts';
import { rewriteSection } from '../lib/website/rewrite-section.ts';
import { getSiteModel, siteIdOf } from '../lib/website/saved-sites.ts';

// Rewrite one section of a saved site (the editor's "Rewrite"): token -> body ->
// the caller's own, undeleted site (404 before anything is charged) -> the gate of
// website generation -> that section written again. Nothing is saved: the editor
// applies the answer and autosaves, so Undo works.
//
// Charged like a generation: the daily website quota is per user and day, not per
// site, and a rewrite is a call to the platform's text model (or the built-in
// writer standing in for it, as for a generation), so by the one who-pays rule
// (platformPays) it takes one unit. It is a smaller call, but the quota counts
// whole requests, and a rewrite that took nothing would make the platform's model
// free to call without limit through this endpoint. A failure gives the unit back.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await timing.time('auth', authenticate(req));
  const gate = new RequestGate(user.id, 'website');
  return gate.guard(async () => {
    const id = siteIdOf(new URL(req.url).pathname.split('/')[4]);
    const body = await parseBody(req, RewriteSectionRequestSchema);
    const site = await timing.time('site', getSiteModel(user.id, id));
    const { charge } = await timing.time('limits', gate.pass({ quota: { kind: 'website', charged: platformPays(PLATFORM_ONLY) } }));
    try {
      const rewritten = await timing.time('provider', rewriteSection(site, body.section, body.current, req.signal), body.section);
      return json({ section: body.section, ...rewritten });
    } catch (error) {
      await releaseQuota(charge);
      throw error;
    }
  });
});

export const config: Config = { path: '/api/website/sites/:id/rewrite' };
