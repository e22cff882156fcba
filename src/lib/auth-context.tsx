import type { Session, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAdminProfile, isPaidProfile, type Profile } from '../domain/profile';
import { parseAuthCallback } from '../domain/auth-callback';
import { linkProblemAtStart, type LinkProblem } from '../domain/auth-link-problem';
import { markSessionSettled } from './after-load';
import { AUTH_STORAGE_KEY } from './supabase-config';
import { authClientNeededAtStart, loadAuthClient, whenAuthClientLoaded } from './auth-client';

// What an e-mail link left in the URL, read before supabase-js exchanges its code and
// clears it (it may emit PASSWORD_RECOVERY before any listener is subscribed).
const authCallbackAtStart =
  typeof window === 'undefined' ? parseAuthCallback('', '') : parseAuthCallback(window.location.search, window.location.hash);

/** Whether this browser holds the PKCE verifier a link's code needs (supabase-js removes it once used). */
function hasCodeVerifier(): boolean {
  try {
    return window.localStorage.getItem(`${AUTH_STORAGE_KEY}-code-verifier`) !== null;
  } catch {
    return false;
  }
}

const linkProblemFromStart =
  typeof window === 'undefined' ? null : linkProblemAtStart(authCallbackAtStart, window.location.search, hasCodeVerifier());

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** The signed-in user's profiles row; null when signed out or while it loads. */
  profile: Profile | null;
  /** True until the stored session is known and, when signed in, the profile has been fetched. */
  loading: boolean;
  isPaid: boolean;
  isAdmin: boolean;
  /** True after the user came back through a password-reset link, until a new password is set. */
  passwordRecovery: boolean;
  signOut: () => Promise<{ error: Error | null }>;
  /** Fetches the profile again (after a payment, a name change...). */
  refreshProfile: () => Promise<void>;
  /** Ends the password-recovery mode once the new password is saved. */
  endPasswordRecovery: () => void;
  /** What went wrong with the e-mailed link the visitor came back through, until dismissed. */
  linkProblem: LinkProblem | null;
  dismissLinkProblem: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

async function fetchProfile(userId: string): Promise<Profile | null> {
  try {
    const query = await import('./profile-query');
    return await query.fetchProfile(userId);
  } catch (error) {
    console.error('Could not load the profile:', error);
    return null;
  }
}

interface LoadedProfile {
  userId: string;
  profile: Profile | null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  // With no stored session and no auth link in the URL the visitor is signed out,
  // known at once: the auth client loads only if a page asks for it.
  const [sessionKnown, setSessionKnown] = useState(() => !authClientNeededAtStart());
  const [recovery, setRecovery] = useState(authCallbackAtStart.type === 'recovery' && linkProblemFromStart === null);
  const [linkProblem, setLinkProblem] = useState(linkProblemFromStart);
  const [loaded, setLoaded] = useState<LoadedProfile | null>(null);

  const userId = session?.user.id ?? null;
  const userIdRef = useRef(userId);
  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);

  // The callback only records state: calling supabase from inside it can deadlock
  // the client's auth lock, so the profile is fetched by the effect below instead.
  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    const stopWaiting = whenAuthClientLoaded((supabase) => {
      const { data } = supabase.auth.onAuthStateChange((event, next) => {
        // A spent reset link ends the session it restores (below): that session is never
        // used, so nothing is asked with it while the sign-out is on its way.
        setSession(event === 'INITIAL_SESSION' && linkProblemFromStart?.recovery ? null : next);
        if (event === 'INITIAL_SESSION') setSessionKnown(true);
        if (event === 'PASSWORD_RECOVERY') setRecovery(true);
        if (event === 'SIGNED_OUT') setRecovery(false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
      // A link's code that could not be exchanged (spent, or too old) leaves no
      // other trace: say so, as for a link that failed at the auth service.
      if (authCallbackAtStart.code && !linkProblemFromStart) {
        void supabase.auth.initialize().then(({ error }) => {
          if (error && live) setLinkProblem({ kind: 'failed', reason: error.message, recovery: authCallbackAtStart.type === 'recovery' });
        });
      }
      // A reset link that could not be used leaves no one signed in: the visitor asked
      // to get into the account another way, and a session kept from before (an earlier
      // use of the same link) would contradict the error and the way to ask again.
      if (linkProblemFromStart?.recovery) {
        void supabase.auth.initialize().then(() => supabase.auth.signOut({ scope: 'local' }));
      }
    });
    const load = () =>
      loadAuthClient().catch((error: unknown) => {
        console.error('Could not start authentication:', error);
        setSessionKnown(true);
      });
    if (authClientNeededAtStart()) void load();
    // Signed in from another tab: follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      stopWaiting();
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void fetchProfile(userId).then((profile) => {
      if (current) setLoaded({ userId, profile });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  const refreshProfile = useCallback(async () => {
    const id = userIdRef.current;
    if (!id) return;
    const profile = await fetchProfile(id);
    if (profile && userIdRef.current === id) setLoaded({ userId: id, profile });
  }, []);

  const signOut = useCallback(async () => {
    try {
      const supabase = await loadAuthClient();
      const { error } = await supabase.auth.signOut();
      return { error };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, []);

  const endPasswordRecovery = useCallback(() => setRecovery(false), []);
  const dismissLinkProblem = useCallback(() => setLinkProblem(null), []);

  const value = useMemo<AuthState>(() => {
    const profile = userId && loaded?.userId === userId ? loaded.profile : null;
    const loading = !sessionKnown || (userId !== null && loaded?.userId !== userId);
    return {
      session,
      user: session?.user ?? null,
      profile,
      loading,
      isPaid: isPaidProfile(profile),
      isAdmin: isAdminProfile(profile),
      passwordRecovery: recovery && (session !== null || !sessionKnown),
      signOut,
      refreshProfile,
      endPasswordRecovery,
      linkProblem,
      dismissLinkProblem,
    };
  }, [session, sessionKnown, userId, loaded, recovery, signOut, refreshProfile, endPasswordRecovery, linkProblem, dismissLinkProblem]);

  // Work kept for when the page is idle waits for this (after-load.tsx).
  useEffect(() => {
    if (!value.loading) markSessionSettled();
  }, [value.loading]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
