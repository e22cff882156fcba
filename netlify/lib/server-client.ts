import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#domain/database.types.ts';

// supabase-js builds its realtime client eagerly and, on Node 20 (no global
// WebSocket), throws unless given a transport. Server code never subscribes to
// realtime, so a transport that refuses to connect is all it needs; Node 22
// (Netlify's runtime) has a global WebSocket and uses it.
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not used on the server.');
  }
}

/** A supabase-js client for Node code (functions, scripts, tests): no session storage, no refresh timers. */
export function createServerClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: (globalThis.WebSocket ?? NoRealtimeSocket) as never },
  });
}
