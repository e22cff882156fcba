import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';

// Who am I: proves the chain token -> verified user -> profile from the database.
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  // Both round trips at once: the rate decides, the profile is only used when it allows.
  const [, profile] = await Promise.all([enforceRate('me', user.id), loadProfile(user.id)]);
  return json({
    id: profile.id,
    email: profile.email,
    full_name: profile.full_name,
    subscription_status: profile.subscription_status,
    is_admin: profile.is_admin,
  });
});

export const config: Config = { path: '/api/me' };
