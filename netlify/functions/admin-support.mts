import type { Config } from '@netlify/functions';
import type { SupportInbox } from '#domain/support/requests.ts';
import { endpoint, json } from '../lib/http.ts';
import { requireAdmin } from '../lib/profile.ts';
import { loadSupportInbox } from '../lib/support/requests.ts';

// The support inbox (admins only, decided from profiles.is_admin): requests to talk
// to a person, newest first, and the coverage gaps grouped by topic (docs/api.md).
export default endpoint(['GET'], async (req) => {
  await requireAdmin(req, 'Only admins can read the support inbox.');
  return json((await loadSupportInbox()) satisfies SupportInbox);
});

export const config: Config = { path: '/api/admin/support' };
