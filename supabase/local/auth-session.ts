import type { Queryable } from './database.ts';
import type { SigningKeys } from './keys.ts';
import { findUserById, identitiesOf } from './auth-store.ts';
import type { SessionTokens } from './auth-store.ts';
import { userJson } from './auth-json.ts';

export interface SessionIssuer {
  keys: SigningKeys;
  jwtExpiry: number;
  /** `<url>/auth/v1`, known once the server listens. */
  issuer: () => string;
}

/** GoTrue's session answer: a fresh access token for the session plus the user. */
export async function issueSession(db: Queryable, issuer: SessionIssuer, userId: string, tokens: SessionTokens) {
  // Read the user after the sign-in was recorded, so last_sign_in_at is current.
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found while issuing a session`);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + issuer.jwtExpiry;
  const accessToken = await issuer.keys.sign(
    {
      iss: issuer.issuer(),
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: tokens.amr,
      session_id: tokens.sessionId,
      is_anonymous: user.is_anonymous,
    },
    issuer.jwtExpiry,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: issuer.jwtExpiry,
    expires_at: exp,
    refresh_token: tokens.refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
    weak_password: null,
  };
}

export type SessionJson = Awaited<ReturnType<typeof issueSession>>;
