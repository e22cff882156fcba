import { afterAll, beforeAll } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import type { LocalSupabase, LocalSupabaseOptions } from '../../supabase/local/server.ts';

/**
 * supabase-js builds a realtime client eagerly and, on Node 20 (no global
 * WebSocket), throws unless a transport is given. These tests never open a
 * socket, so a transport that refuses to connect is enough.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('realtime is not available in the database tests');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtimeSocket as never },
};

export function anonClient(local: LocalSupabase): SupabaseClient {
  return createClient(local.url, local.anonKey, clientOptions);
}

export function serviceClient(local: LocalSupabase): SupabaseClient {
  return createClient(local.url, local.serviceRoleKey, clientOptions);
}

/**
 * A client signing in with the PKCE flow, as the app does. Its storage is a plain
 * map, like one browser's localStorage, so a test can read the code verifier
 * supabase-js keeps there (`verifier` or `verifier/recovery`).
 */
export function pkceClient(local: LocalSupabase) {
  const store = new Map<string, string>();
  const client = createClient(local.url, local.anonKey, {
    ...clientOptions,
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'pkce-test',
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    },
  });
  return { client, codeVerifier: () => store.get('pkce-test-code-verifier')?.split('/')[0] };
}

/** Keeps e-mails and migration notices out of the test output, but not server failures. */
export function quietLog(line: string) {
  if (line.startsWith('local supabase:')) console.error(line);
}

/** One in-memory local Supabase on a free port for the calling test file. */
export function useLocalSupabase(options: LocalSupabaseOptions = {}): () => LocalSupabase {
  let local: LocalSupabase | undefined;
  beforeAll(async () => {
    local = await startLocalSupabase({ port: 0, log: quietLog, ...options });
  });
  afterAll(async () => {
    await local?.close();
  });
  return () => {
    if (!local) throw new Error('the local Supabase has not started yet');
    return local;
  };
}

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs a new user up (confirmations off) and returns a client holding their session. */
export async function signedInUser(local: LocalSupabase, fullName = 'Test User', password = 'secret-pass') {
  const client = anonClient(local);
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return { client, email, password, user: data.user, session: data.session };
}
