// Reads of public rows (the Model Database) with PostgREST's own client, the part
// of supabase-js that talks to /rest/v1 (a few KB instead of the auth client's
// 50): a visitor with no session browses them without downloading supabase-js. A
// signed-in user's reads carry their access token, so RLS sees who asks, exactly
// as supabase-js would send it (apikey header, Bearer token or the anon key).
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../domain/database.types';
import { currentAccessToken } from './auth-client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase-config';

export async function publicDataClient(): Promise<PostgrestClient<Database>> {
  const token = await currentAccessToken();
  return new PostgrestClient<Database>(`${SUPABASE_URL}/rest/v1`, {
    headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${token ?? SUPABASE_ANON_KEY}` },
  });
}
