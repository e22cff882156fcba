// Where the browser's Supabase lives and where supabase-js keeps the session. A
// module of its own so the app shell can tell whether a session is stored without
// downloading supabase-js (src/lib/auth-client.ts).

// With no configuration the client points at the local Supabase's address, so
// signed-out pages still render instead of crashing at start-up.
const FALLBACK_URL = 'http://127.0.0.1:54321';
const FALLBACK_ANON_KEY = 'missing';

export const SUPABASE_URL = import.meta.env.VITE_SUPABASE_URL || FALLBACK_URL;
export const SUPABASE_ANON_KEY = import.meta.env.VITE_SUPABASE_ANON_KEY || FALLBACK_ANON_KEY;

/** supabase-js's own default key (`sb-<first label of the host>-auth-token`), set explicitly so both sides agree. */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
