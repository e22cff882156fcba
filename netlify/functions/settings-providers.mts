import type { Config } from '@netlify/functions';
import { ProviderSettingsUpdateSchema, type ProviderSettingsResponse } from '#domain/provider-settings.ts';
import { PROVIDER_IDS } from '#domain/providers.ts';
import { isProviderConfigured } from '../lib/ai/providers.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { secretsConfigured } from '../lib/secret-box.ts';
import { loadProviderSettings, saveProviderSettings } from '../lib/settings/providers.ts';

// API Settings (docs/api.md): GET the caller's providers in their order, PUT the
// whole list. Saved keys never come back, only whether one is saved and its last 4.
export default endpoint(['GET', 'PUT'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const providers =
    req.method === 'GET'
      ? await loadProviderSettings(user.id)
      : await saveProviderSettings(user.id, (await parseBody(req, ProviderSettingsUpdateSchema)).providers);
  const keys = PROVIDER_IDS.filter(isProviderConfigured);
  return json({
    providers,
    keysStorable: secretsConfigured(),
    platform: { demo: keys.length === 0, keys },
  } satisfies ProviderSettingsResponse);
});

export const config: Config = { path: '/api/settings/providers' };
