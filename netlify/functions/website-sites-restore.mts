import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { restoreSite, siteIdOf } from '../lib/website/saved-sites.ts';

// Undo of a delete in My Sites: the site comes back while the undo window is open
// and, on a free account, while its place has not been taken by another site.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const id = siteIdOf(new URL(req.url).pathname.split('/')[4]);
  await restoreSite(user.id, id);
  return json({ id });
});

export const config: Config = { path: '/api/website/sites/:id/restore' };
