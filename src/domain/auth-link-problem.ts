// What went wrong with an e-mailed link (a password reset, a sign-up confirmation),
// told on /auth with the way to ask for a new one (features/auth/LinkProblem.tsx).
import type { AuthCallback } from './auth-callback';

export interface LinkProblem {
  /** 'other-browser': a ?code= this browser holds no PKCE verifier for; 'failed': the auth service refused the link. */
  kind: 'other-browser' | 'failed';
  /** The auth service's reason, when it gave one. */
  reason: string | null;
  /** The link was a password reset (its redirect carries type=recovery). */
  recovery: boolean;
}

/**
 * The problem the link in the URL has at start, before supabase-js reads it: supabase-js
 * silently ignores a code it has no verifier for (the link was opened in another browser).
 */
export function linkProblemAtStart(callback: AuthCallback, search: string, hasVerifier: boolean): LinkProblem | null {
  const recovery = new URLSearchParams(search).get('type') === 'recovery';
  if (callback.error) return { kind: 'failed', reason: callback.error, recovery };
  if (callback.code && !hasVerifier) return { kind: 'other-browser', reason: null, recovery };
  return null;
}
