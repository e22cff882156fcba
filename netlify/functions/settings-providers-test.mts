import type { Config } from '@netlify/functions';
import { ProviderTestSchema, type ProviderTestResponse } from '#domain/provider-settings.ts';
import { testConnection } from '../lib/ai/test-connection.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { checkedBaseUrl, loadProviderSettings, savedProviderKey } from '../lib/settings/providers.ts';

// Test connection (docs/api.md): the smallest real call (the provider's model list)
// with the key typed, or the saved one when none is typed. The outcome, good or
// bad, is a 200 { ok, detail }; a request that cannot be tried is a 4xx.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const body = await parseBody(req, ProviderTestSchema);
  const apiKey = body.apiKey || (await savedProviderKey(user.id, body.id));
  if (body.kind !== 'custom') {
    if (body.id !== body.kind) throw new HttpError(400, `Unknown built-in provider "${body.id}".`);
    if (!apiKey) throw new HttpError(400, 'Enter an API key to test.');
    return json((await testConnection({ kind: body.kind, apiKey })) satisfies ProviderTestResponse);
  }
  const saved = (await loadProviderSettings(user.id)).find((entry) => entry.id === body.id);
  const label = body.provider || saved?.provider || body.id;
  const baseUrl = checkedBaseUrl(body.baseUrl ?? saved?.baseUrl, label);
  const model = body.model || saved?.model || body.id;
  // Local endpoints (Ollama, LM Studio) often need no key at all.
  return json((await testConnection({ kind: 'custom', label, apiKey: apiKey ?? '', baseUrl, model })) satisfies ProviderTestResponse);
});

export const config: Config = { path: '/api/settings/providers/test' };
