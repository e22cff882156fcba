import { createClient } from '@supabase/supabase-js';

// With no configuration the client points at the local Supabase's address, so
// signed-out pages still render instead of crashing at start-up.
const FALLBACK_URL = 'http://127.0.0.1:54321';
const FALLBACK_ANON_KEY = 'missing';

const url = import.meta.env.VITE_SUPABASE_URL || FALLBACK_URL;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || FALLBACK_ANON_KEY;

export const supabaseConfigured = Boolean(import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY);

// PKCE: an e-mail link comes back with ?code=, which only this browser (holding the
// code verifier since the sign-up or reset request) can exchange for a session. A
// link carrying someone else's tokens in its fragment signs nobody in.
export const supabase = createClient(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
});
