import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import type { Database } from '#domain/database.types.ts';

// supabase-js builds its realtime client eagerly and throws where the runtime has no
// global WebSocket (Node 20). Node 22 (Netlify's runtime) has one; elsewhere undici's,
// the same implementation Node 22 ships, stands in. Server code never subscribes.
export const serverRealtimeTransport = globalThis.WebSocket ?? UndiciWebSocket;

/** A supabase-js client for Node code (functions, scripts, tests): no session storage, no refresh timers. */
export function createServerClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: serverRealtimeTransport },
  });
}
