import type { Config } from '@netlify/functions';
import { ConnectorRefSchema, SaveConnectorSchema, type ConnectorsResponse } from '#domain/connectors.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { requireConnectorTier } from '../lib/connectors/deliver.ts';
import { deleteConnector, listConnectors, saveConnector } from '../lib/connectors/store.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';

// The signed-in user's connectors (docs/api.md, "Connectors"): GET lists them
// (never their secrets), PUT connects or updates one, DELETE removes one.
export default endpoint(['GET', 'PUT', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  if (req.method === 'GET') return json({ connectors: await listConnectors(user.id) } satisfies ConnectorsResponse);
  if (req.method === 'DELETE') {
    const { connector } = await parseBody(req, ConnectorRefSchema);
    await deleteConnector(user.id, connector);
    return json({ connectors: await listConnectors(user.id) } satisfies ConnectorsResponse);
  }
  const body = await parseBody(req, SaveConnectorSchema);
  requireConnectorTier(body.connector, (await loadProfile(user.id)).subscription_status);
  await saveConnector(user.id, body.connector, body.settings, body.secret);
  return json({ connectors: await listConnectors(user.id) } satisfies ConnectorsResponse);
});

export const config: Config = { path: '/api/connectors' };
