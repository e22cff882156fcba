import type { Config } from '@netlify/functions';
import { PublishSiteRequestSchema } from '#domain/website/sites-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { publishSite, unpublishSite } from '../lib/website/publish.ts';
import { siteIdOf } from '../lib/website/saved-sites.ts';

// Publish (docs/api.md, "Publish"): POST puts a site of My Sites online at
// /s/<slug>, or online again from its current saved model (Update); DELETE takes
// it offline (Unpublish), its address kept for it. A body-less POST is `{}`.
export default endpoint(['POST', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const url = new URL(req.url);
  const id = siteIdOf(url.pathname.split('/')[4]);
  if (req.method === 'DELETE') {
    await unpublishSite(user.id, id);
    return json({ id, published: null });
  }
  const hasBody = req.headers.has('content-type') || Number(req.headers.get('content-length') ?? 0) > 0;
  const [request, profile] = await Promise.all([
    hasBody ? parseBody(req, PublishSiteRequestSchema) : { indexable: false },
    loadProfile(user.id),
  ]);
  const published = await publishSite(user.id, id, { ...request, paid: profile.subscription_status === 'paid', origin: url.origin });
  return json({ id, published });
});

export const config: Config = { path: '/api/website/sites/:id/publish' };
