import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { JWK, JWTPayload } from 'jose';

/**
 * The signing key of one local Supabase: ES256 like current hosted projects, so
 * clients verify tokens through the JWKS exactly as they do in production.
 */
export interface SigningKeys {
  kid: string;
  /** The public JWK as published at /auth/v1/.well-known/jwks.json. */
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Checks signature and expiry; throws jose's errors otherwise. */
  verify(token: string): Promise<JWTPayload>;
}

interface StoredKeys {
  kid: string;
  privateJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
}

// API keys are long-lived like hosted ones (ten years), so .env.local stays valid.
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

async function createStoredKeys(): Promise<StoredKeys> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const signer = await buildSigner(kid, privateJwk);
  return {
    kid,
    privateJwk,
    anonKey: await signer(apiKeyClaims('anon'), API_KEY_LIFETIME),
    serviceRoleKey: await signer(apiKeyClaims('service_role'), API_KEY_LIFETIME),
  };
}

/** How many checked tokens are kept (the oldest goes first): keys, and a session's access tokens. */
const VERIFIED_MAX = 1000;

/** Whether a token checked before is still valid by the clock, as jwtVerify judges it (no tolerance). */
function usable(claims: JWTPayload): boolean {
  const now = Math.floor(Date.now() / 1000);
  return (claims.exp === undefined || claims.exp > now) && (claims.nbf === undefined || claims.nbf <= now);
}

function apiKeyClaims(role: string): JWTPayload {
  return { iss: 'supabase', ref: 'local', role };
}

async function buildSigner(kid: string, privateJwk: JWK) {
  const key = await importJWK({ ...privateJwk, alg: 'ES256' }, 'ES256');
  return (claims: JWTPayload, expiresIn: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
      .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : now)
      .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : now + expiresIn)
      .sign(key);
  };
}

function isStoredKeys(value: unknown): value is StoredKeys {
  const v = value as Partial<StoredKeys> | null;
  return (
    !!v &&
    typeof v.kid === 'string' &&
    typeof v.privateJwk === 'object' &&
    typeof v.anonKey === 'string' &&
    typeof v.serviceRoleKey === 'string'
  );
}

/**
 * Loads keys.json from the data folder, or creates it, so that access tokens
 * and API keys stay valid across restarts. Without a folder the keys live in memory.
 */
export async function loadSigningKeys(dataDir?: string): Promise<SigningKeys> {
  let stored: StoredKeys | undefined;
  const file = dataDir ? path.join(dataDir, 'keys.json') : undefined;
  if (file && existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isStoredKeys(parsed)) stored = parsed;
  }
  if (!stored) {
    stored = await createStoredKeys();
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      // Holds a private key: readable by the owner only.
      writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    }
  }
  const { kid, privateJwk } = stored;
  const sign = await buildSigner(kid, privateJwk);
  const { d: _private, ...publicPart } = privateJwk;
  const publicJwk: JWK = { ...publicPart, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const publicKey = await importJWK({ ...publicPart, alg: 'ES256' }, 'ES256');
  // Tokens whose signature was checked already, as PostgREST keeps a JWT cache: the
  // service-role key signs every call a function makes, and an ES256 check of each
  // was a millisecond of CPU per call. A cached token is still judged by the clock
  // (exp, nbf) on each use; when it fails, jwtVerify says why.
  const verified = new Map<string, JWTPayload>();
  return {
    kid,
    publicJwk,
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
    sign,
    async verify(token) {
      const known = verified.get(token);
      if (known && usable(known)) return known;
      verified.delete(token);
      const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, payload);
      return payload;
    },
  };
}
