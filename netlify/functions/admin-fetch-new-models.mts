import type { Config } from '@netlify/functions';
import type { FetchNewModelsResponse } from '#domain/model-catalogue.ts';
import { authenticate } from '../lib/auth.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { storeNewModels } from '../lib/models/catalogue.ts';
import { readOpenRouterModels } from '../lib/models/openrouter.ts';
import { loadProfile } from '../lib/profile.ts';

// 'Fetch Latest Models' (admins only): reads OpenRouter's model list and stores the
// models the catalogue does not know yet as pending; answers those (docs/api.md).
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  const [profile] = await Promise.all([loadProfile(user.id), enforceRate('admin', user.id)]);
  if (!profile.is_admin) throw new HttpError(403, 'Only admins can fetch new models.');
  const models = await storeNewModels(await readOpenRouterModels());
  return json({ success: true, models } satisfies FetchNewModelsResponse);
});

export const config: Config = { path: '/api/admin/fetch-new-models' };
