import type { Config } from '@netlify/functions';
import { RenameSiteRequestSchema, type SiteListResponse } from '#domain/website/sites-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { purgePublishedPages } from '../lib/website/published-page.ts';
import { deleteSite, getSite, listSites, renameSite, siteIdOf, siteLimitFor } from '../lib/website/saved-sites.ts';

const COLLECTION = '/api/website/sites';

// My Sites (docs/api.md): GET the list, or one site with its HTML; PATCH renames
// one, DELETE deletes one (Undo is POST .../restore). Generation saves new sites.
export default endpoint(['GET', 'PATCH', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/$/, '');
  if (path === COLLECTION) {
    if (req.method !== 'GET') throw new HttpError(405, `Method ${req.method} is not allowed here.`, { Allow: 'GET' });
    // Both at once: the rate decides, the profile only says which limit to show.
    const [, profile, sites] = await Promise.all([enforceRate('sites', user.id), loadProfile(user.id), listSites(user.id, url.origin)]);
    return json({ sites, limit: siteLimitFor(profile.subscription_status) } satisfies SiteListResponse);
  }
  await enforceRate('sites', user.id);
  const id = siteIdOf(path.slice(COLLECTION.length + 1));
  if (req.method === 'GET') return json(await getSite(user.id, id, url.origin));
  if (req.method === 'DELETE') {
    await deleteSite(user.id, id);
    // A deleted site's public page answers 404 from now on: the CDN's copy goes too.
    await purgePublishedPages(id);
    return json({ id });
  }
  const { name } = await parseBody(req, RenameSiteRequestSchema);
  return json(await renameSite(user.id, id, name, url.origin));
});

// Literal strings: Netlify reads config.path from the source without running it.
export const config: Config = { path: ['/api/website/sites', '/api/website/sites/:id'] };
