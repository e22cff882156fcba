import { createClient } from '@supabase/supabase-js';
import type { Database } from '../domain/database.types';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase-config';

// Import this module only through loadAuthClient() (src/lib/auth-client.ts): it is
// the largest library of the app and loads on demand, in a chunk of its own.
// PKCE: an e-mail link comes back with ?code=, which only this browser (holding the
// code verifier since the sign-up or reset request) can exchange for a session. A
// link carrying someone else's tokens in its fragment signs nobody in.
export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce', storageKey: AUTH_STORAGE_KEY },
});
