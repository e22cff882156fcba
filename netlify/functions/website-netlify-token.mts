import type { Config } from '@netlify/functions';
import { SaveNetlifyTokenRequestSchema } from '#domain/website/netlify-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { serverConfig } from '../lib/env.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { checkToken } from '../lib/website/netlify-api.ts';
import { netlifyTokenStatus, removeNetlifyToken, saveNetlifyToken } from '../lib/website/netlify-token.ts';

// Deploy to Netlify's token (docs/api.md): GET says whether one is saved (and its
// last four characters), PUT checks a token with Netlify and saves it sealed, DELETE
// removes it. The token itself never comes back.
export default endpoint(['GET', 'PUT', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('sites', user.id);
  if (req.method === 'GET') return json(await netlifyTokenStatus(user.id));
  if (req.method === 'DELETE') return json(await removeNetlifyToken(user.id));
  const { token } = await parseBody(req, SaveNetlifyTokenRequestSchema);
  await checkToken(token, serverConfig().timeoutsMs.connector);
  return json(await saveNetlifyToken(user.id, token));
});

export const config: Config = { path: '/api/website/netlify-token' };
