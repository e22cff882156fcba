// supabase-js (about 50 KB gzip) loads only when it is needed: at start when a
// session is stored or an auth link brought the visitor back, else when a page asks
// for it (signing in, a call that needs the session). A visitor with no session
// browses the public pages without it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../domain/database.types';
import { lazyModule } from './lazy-module';
import { AUTH_STORAGE_KEY } from './supabase-config';

const authClient = lazyModule(() => import('./supabase').then((module) => module.supabase));

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A session is stored in this browser (it may have expired: supabase-js refreshes or drops it). */
export function hasStoredSession(): boolean {
  return readStorage(AUTH_STORAGE_KEY) !== null;
}

/** The URL carries what an auth link or redirect left for supabase-js: a code, tokens or an error. */
function urlHasAuthCallback(): boolean {
  const { search, hash } = window.location;
  return /[?&](code|error|error_description)=/.test(search) || /(access_token|error|error_description)=/.test(hash);
}

/** Whether the app must load the auth client as soon as it starts. */
export function authClientNeededAtStart(): boolean {
  return typeof window !== 'undefined' && (hasStoredSession() || urlHasAuthCallback());
}

export function loadAuthClient(): Promise<SupabaseClient<Database>> {
  return authClient.load();
}

/** Runs `listener` once the client is loaded (at once if it already is); returns an unsubscribe. */
export function whenAuthClientLoaded(listener: (client: SupabaseClient<Database>) => void): () => void {
  return authClient.whenLoaded(listener);
}

/** The current access token, or null when signed out (without loading the client for a visitor with no session). */
export async function currentAccessToken(): Promise<string | null> {
  if (!authClient.current() && !hasStoredSession()) return null;
  const supabase = await loadAuthClient();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
