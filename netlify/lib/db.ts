import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#domain/database.types.ts';
import { serviceRoleKey, supabaseUrl } from './env.ts';
import { createServerClient } from './server-client.ts';

let client: SupabaseClient<Database> | null = null;

/** The service-role client: bypasses RLS, so only server code that has already authorized the caller uses it. */
export function serviceClient(): SupabaseClient<Database> {
  client ??= createServerClient(supabaseUrl(), serviceRoleKey());
  return client;
}
