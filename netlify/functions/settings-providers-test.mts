import type { Config } from '@netlify/functions';
import { ProviderTestSchema, type ProviderTestResponse } from '#domain/provider-settings.ts';
import { testConnection } from '../lib/ai/test-connection.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { checkedBaseUrl, checkedProviderKind, KEY_AGAIN, providerDestination, savedProvider } from '../lib/settings/providers.ts';

// Test connection (docs/api.md): the smallest real call (the provider's model list)
// with the key typed, or the saved one when none is typed. A saved key is only
// tried where it was saved for: the same provider, kind and address. The outcome,
// good or bad, is a 200 { ok, detail }; a request that cannot be tried is a 4xx.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const body = await parseBody(req, ProviderTestSchema);
  checkedProviderKind(body.id, body.kind);
  const saved = await savedProvider(user.id, body.id);
  if (saved && saved.kind !== body.kind)
    throw new HttpError(
      400,
      `"${body.id}" is saved as ${saved.kind === 'custom' ? 'a custom provider' : `the built-in provider ${saved.kind}`}: test it as it is saved.`,
    );
  if (body.kind !== 'custom') {
    const apiKey = body.apiKey || (saved?.hasKey ? saved.openKey() : null);
    if (!apiKey) throw new HttpError(400, 'Enter an API key to test.');
    return json((await testConnection({ kind: body.kind, apiKey })) satisfies ProviderTestResponse);
  }
  const label = body.provider || saved?.provider || body.id;
  const baseUrl = checkedBaseUrl(body.baseUrl ?? saved?.baseUrl, label);
  const model = body.model || saved?.model || body.id;
  let apiKey = body.apiKey ?? '';
  if (!apiKey && saved?.hasKey) {
    if (providerDestination('custom', baseUrl) !== providerDestination('custom', saved.baseUrl))
      throw new HttpError(400, `${label}: ${KEY_AGAIN}`);
    apiKey = saved.openKey();
  }
  // Local endpoints (Ollama, LM Studio) often need no key at all.
  return json((await testConnection({ kind: 'custom', label, apiKey, baseUrl, model })) satisfies ProviderTestResponse);
});

export const config: Config = { path: '/api/settings/providers/test' };
