import type { Config } from '@netlify/functions';
import { DeployRequestSchema } from '#domain/website/netlify-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { deployStatus, deployToNetlify, SiteMissingError } from '../lib/website/netlify-deploy.ts';
import { siteIdOf } from '../lib/website/saved-sites.ts';

// Deploy to Netlify (docs/api.md): POST deploys the owner's saved site, rendered
// and stored on the server, to their Netlify account with their saved token (the
// same Netlify site every time; `{ recreate: true }` makes a new one after the old
// one was deleted there); GET asks Netlify where the last deploy stands.
export default endpoint(['POST', 'GET'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  const id = siteIdOf(new URL(req.url).pathname.split('/')[4]);
  try {
    if (req.method === 'GET') return json(await deployStatus(user.id, id));
    // A body is optional: none deploys as usual.
    const { recreate } = req.headers.has('content-type') ? await parseBody(req, DeployRequestSchema) : { recreate: false };
    return json(await deployToNetlify(user.id, id, recreate));
  } catch (error) {
    if (error instanceof SiteMissingError) return json({ detail: error.detail, site_missing: true }, 409);
    throw error;
  }
});

export const config: Config = { path: '/api/website/sites/:id/deploy' };
