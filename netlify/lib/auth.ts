import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { serverConfig, supabaseUrl } from './env.ts';
import { HttpError } from './http.ts';

export interface AuthenticatedUser {
  id: string;
  email: string | null;
  claims: JWTPayload;
}

// One key set per issuer, kept for the life of the warm function instance;
// jose refetches it when a token names an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(issuer: string) {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
    keySets.set(issuer, keySet);
  }
  return keySet;
}

const UNAUTHORIZED = 'Your session is missing or has expired. Please sign in again.';

/**
 * Verifies a Supabase access token: ES256/RS256 through the project's JWKS, or
 * HS256 with SUPABASE_JWT_SECRET for projects still on legacy keys. The issuer,
 * audience, expiry and subject are all checked.
 */
export async function verifyAccessToken(token: string): Promise<AuthenticatedUser> {
  const issuer = `${supabaseUrl()}/auth/v1`;
  const secret = serverConfig().supabase.jwtSecret;
  const options = { issuer, audience: 'authenticated', requiredClaims: ['sub', 'exp'] };
  let payload: JWTPayload;
  try {
    const { alg } = decodeProtectedHeader(token);
    if (alg === 'HS256') {
      if (!secret) throw new Error('HS256 tokens are not accepted without SUPABASE_JWT_SECRET');
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { ...options, algorithms: ['HS256'] }));
    } else {
      ({ payload } = await jwtVerify(token, keySetFor(issuer), { ...options, algorithms: ['ES256', 'RS256'] }));
    }
  } catch {
    throw new HttpError(401, UNAUTHORIZED);
  }
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') throw new HttpError(401, UNAUTHORIZED);
  return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, claims: payload };
}

export const GUEST_NOT_ALLOWED = 'Guest sessions cannot use this. Please sign up with your e-mail address (it is free), then try again.';

/**
 * The signed-in user behind a request's `Authorization: Bearer` header, or a 401.
 * Supabase's anonymous sign-ins (`is_anonymous: true`) are real `authenticated`
 * tokens anyone can mint with the public anon key: they would make the quotas
 * per-click rather than per-person, so they are refused here for every endpoint.
 */
export async function authenticate(req: Request): Promise<AuthenticatedUser> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Please sign in to continue.');
  const user = await verifyAccessToken(match[1]);
  if (user.claims.is_anonymous === true) throw new HttpError(401, GUEST_NOT_ALLOWED);
  return user;
}

/** A request body's `user_id`, when it names one, must be the signed-in user: 403 otherwise. */
export function requireCallerUserId(user: AuthenticatedUser, userId: string | undefined): void {
  if (userId !== undefined && userId !== user.id) throw new HttpError(403, 'user_id does not match the signed-in user.');
}
