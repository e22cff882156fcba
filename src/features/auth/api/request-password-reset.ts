import { loadAuthClient } from '../../../lib/auth-client';

/**
 * Sends the reset e-mail; its link brings the user back to /auth in recovery mode.
 * The link returns with only ?code= added, so type=recovery tells the app at start
 * that the code it exchanges is a password reset (see domain/auth-callback.ts).
 */
export async function requestPasswordReset(email: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth?type=recovery` });
}
