import type { Config } from '@netlify/functions';
import { SaveContentRequestSchema } from '#domain/website/editor-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { siteIdOf } from '../lib/website/saved-sites.ts';
import { loadContent, saveContent } from '../lib/website/site-content.ts';

// Edit in place (docs/api.md): GET a saved site's content with the editor's
// rendering; PUT saves the whole content at the revision it was read at (409 when
// the site changed meanwhile) and answers as GET does, rendered again here.
export default endpoint(['GET', 'PUT'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const id = siteIdOf(new URL(req.url).pathname.split('/')[4]);
  if (req.method === 'GET') return json(await loadContent(user.id, id));
  const [request, profile] = await Promise.all([parseBody(req, SaveContentRequestSchema), loadProfile(user.id)]);
  return json(await saveContent(user.id, id, request, profile.subscription_status === 'paid'));
});

export const config: Config = { path: '/api/website/sites/:id/content' };
