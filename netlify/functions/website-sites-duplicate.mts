import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { duplicateSite, siteIdOf } from '../lib/website/saved-sites.ts';

// Duplicate a site in My Sites: a copy named "<name> (copy)", within the free limit
// (checked in Postgres with the tier read there, so the browser cannot skip it).
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const id = siteIdOf(new URL(req.url).pathname.split('/')[4]);
  return json({ id: await duplicateSite(user.id, id) }, 201);
});

export const config: Config = { path: '/api/website/sites/:id/duplicate' };
