// Function tests run the real endpoint modules over real HTTP against an in-memory
// local Supabase (data in a temp folder so tests can read its signing key and forge
// bad tokens). Nothing is mocked.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createServerClient, serverRealtimeTransport } from '../../netlify/lib/server-client.ts';
import type { Database } from '../../src/domain/database.types.ts';
import { SignJWT, importJWK, type JWK, type JWTPayload } from 'jose';
import { IN_MEMORY_BCRYPT_COST } from '../../supabase/local/auth-input.ts';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { startFunctionHost, type FunctionHost, type FunctionModule } from '../fixtures/function-host.ts';

export interface FunctionTestStack {
  supabase: LocalSupabase;
  host: FunctionHost;
  /** Signs a token with the project's own key: for expired, wrong-audience... cases. */
  forgeToken(claims: JWTPayload, header?: Record<string, unknown>): Promise<string>;
  /** The claims the project's auth service puts in a user's access token, valid for 10 minutes, with overrides. */
  userClaims(user: { id: string; email?: string }, overrides?: JWTPayload): JWTPayload;
  createUser(options?: { fullName?: string; paid?: boolean; admin?: boolean }): Promise<{ id: string; email: string; accessToken: string }>;
  call(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** `method` on `path` as `user` (null: signed out) with a JSON body, and the JSON answer. */
  callJson<Body = Record<string, unknown> & { detail?: string }>(
    method: string,
    path: string,
    user: { accessToken: string } | null,
    body?: unknown,
  ): Promise<{ status: number; body: Body }>;
  /** The user's own supabase-js client (the anon key and their access token), as the app's pages have it. */
  asUser(user: { accessToken: string }): SupabaseClient<Database>;
  stop(): Promise<void>;
}

let userCount = 0;

/** What the host serves besides the functions (a built app's folder, netlify.toml's header rules). */
type SiteOptions = Omit<Parameters<typeof startFunctionHost>[0], 'functions'>;

export async function startFunctionTestStack(functions: FunctionModule[], site: SiteOptions = {}): Promise<FunctionTestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fn-test-'));
  // The folder is only for the signing key and goes with the stack: cheap password hashes.
  const supabase = await startLocalSupabase({ port: 0, dataDir, log: () => {}, bcryptCost: IN_MEMORY_BCRYPT_COST });
  process.env.SUPABASE_URL = supabase.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = supabase.serviceRoleKey;
  process.env.SUPABASE_ANON_KEY = supabase.anonKey;
  const host = await startFunctionHost({ functions, ...site });
  const stored = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as { kid: string; privateJwk: JWK };
  const signingKey = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
  const admin = createServerClient(supabase.url, supabase.serviceRoleKey);
  const call: FunctionTestStack['call'] = (path, { token, headers, ...init } = {}) => {
    const allHeaders = new Headers(headers);
    if (token) allHeaders.set('authorization', `Bearer ${token}`);
    return fetch(`${host.url}${path}`, { ...init, headers: allHeaders });
  };

  return {
    supabase,
    host,
    forgeToken: (claims, header = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: stored.kid, ...header }).sign(signingKey),
    userClaims(user, overrides = {}) {
      const now = Math.floor(Date.now() / 1000);
      return {
        iss: `${supabase.url}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        ...(user.email ? { email: user.email } : {}),
        iat: now,
        exp: now + 600,
        ...overrides,
      };
    },
    async createUser({ fullName = 'Test User', paid = false, admin: isAdmin = false } = {}) {
      userCount += 1;
      const email = `fn-user-${userCount}-${Date.now()}@example.com`;
      const password = 'correct-horse-battery';
      const created = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: fullName } });
      if (created.error) throw created.error;
      if (paid || isAdmin) {
        const { error } = await admin
          .from('profiles')
          .update({ subscription_status: paid ? 'paid' : 'free', is_admin: isAdmin })
          .eq('id', created.data.user.id);
        if (error) throw error;
      }
      const client = createServerClient(supabase.url, supabase.anonKey);
      const signedIn = await client.auth.signInWithPassword({ email, password });
      if (signedIn.error) throw signedIn.error;
      return { id: created.data.user.id, email, accessToken: signedIn.data.session.access_token };
    },
    call,
    async callJson(method, path, user, body) {
      const response = await call(path, {
        method,
        ...(user ? { token: user.accessToken } : {}),
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    asUser: (user) =>
      createClient<Database>(supabase.url, supabase.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { authorization: `Bearer ${user.accessToken}` } },
        realtime: { transport: serverRealtimeTransport },
      }),
    async stop() {
      await host.close();
      await supabase.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
