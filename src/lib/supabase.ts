import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase-config';

// Import this module only through loadAuthClient() (src/lib/auth-client.ts): it is
// the largest library of the app and loads on demand, in a chunk of its own.
export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
});
