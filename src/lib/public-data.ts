// Reads of public rows (the Model Database) straight from PostgREST with fetch, with
// the headers supabase-js itself sends (the apikey, and the user's access token once
// signed in, else the anon key), so RLS sees who asks. A visitor with no session
// browses them without downloading supabase-js (about 50 KB gzip).
import { currentAccessToken } from './auth-client';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase-config';

/** Calls a read-only Postgres function anyone may call (GET /rest/v1/rpc/<name>?<args>); the caller parses the rows. */
export async function callPublicFunction(name: string, args: Record<string, string>): Promise<unknown[]> {
  return selectPublicRows(`rpc/${name}`, args);
}

/** GET /rest/v1/<table>?<query> (PostgREST's own query syntax: select, column=eq.value, order); the caller parses the rows. */
export async function selectPublicRows(table: string, query: Record<string, string>): Promise<unknown[]> {
  const token = await currentAccessToken();
  const url = new URL(`${SUPABASE_URL}/rest/v1/${table}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, {
    headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${token ?? SUPABASE_ANON_KEY}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`PostgREST answered ${response.status}`);
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error('PostgREST answered something other than rows');
  return rows;
}
