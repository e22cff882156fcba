import type { Config } from '@netlify/functions';
import type { SiteVersionsResponseSchema } from '#domain/website/site-change.ts';
import type * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { siteIdOf } from '../lib/website/saved-sites.ts';
import { listVersions, restoreVersion } from '../lib/website/site-content.ts';

// Earlier versions of a saved site (docs/api.md): GET lists them, newest first;
// POST .../versions/:version/restore makes one the current content (the content
// it replaces is kept as a version too).
export default endpoint(['GET', 'POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const [, , , , siteSegment, , versionSegment, action] = new URL(req.url).pathname.replace(/\/$/, '').split('/');
  const id = siteIdOf(siteSegment);
  if (req.method === 'GET') {
    if (versionSegment !== undefined) throw new HttpError(405, 'Method GET is not allowed here.', { Allow: 'POST' });
    return json({ versions: await listVersions(user.id, id) } satisfies v.InferOutput<typeof SiteVersionsResponseSchema>);
  }
  if (action !== 'restore') throw new HttpError(405, 'Method POST is not allowed here.', { Allow: 'GET' });
  return json(await restoreVersion(user.id, id, siteIdOf(versionSegment)));
});

// Literal strings: Netlify reads config.path from the source without running it.
export const config: Config = { path: ['/api/website/sites/:id/versions', '/api/website/sites/:id/versions/:version/restore'] };
