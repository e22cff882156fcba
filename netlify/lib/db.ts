import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv, supabaseUrl } from './env.ts';

let client: SupabaseClient | null = null;

/** The service-role client: bypasses RLS, so only server code that has already authorized the caller uses it. */
export function serviceClient(): SupabaseClient {
  client ??= createClient(supabaseUrl(), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
