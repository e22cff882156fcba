import type { Config } from '@netlify/functions';
import { SUPPORT_EMAIL_NEEDED, SupportRequestSchema, type SupportRequestCreated } from '#domain/support/requests.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { clientIp, enforceIpRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { enforceSupportRequestLimit } from '../lib/support/limits.ts';
import { createSupportRequest } from '../lib/support/requests.ts';

// "Contact a person" (docs/api.md): open to visitors, who must give an e-mail
// address; a signed-in user's account address is used when the form leaves it out.
// The caller's conversation with Mr. Support is attached by the server.
export default endpoint(['POST'], async (req, context, timing) => {
  const user = req.headers.has('authorization') ? await timing.time('auth', authenticate(req)) : null;
  const ip = clientIp(req, context);
  await enforceIpRate(req, context);
  // The schema's messages are the ones the form shows: sentences for a person, with no field name before them.
  const { email, message, session_id } = await parseBody(req, SupportRequestSchema, { fieldNames: false });
  const address = email || (user ? (await loadProfile(user.id)).email : '');
  if (!address) throw new HttpError(400, SUPPORT_EMAIL_NEEDED);
  await enforceSupportRequestLimit(ip);
  const request = await createSupportRequest({ userId: user?.id ?? null, email: address, message, sessionId: session_id });
  return json({ success: true, id: request.id, email: request.email } satisfies SupportRequestCreated, 201);
});

export const config: Config = { path: '/api/support/requests' };
