import { loadAuthClient } from '../../lib/auth-client';

// The auth service calls of this feature, in one place.

export async function signIn(email: string, password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.signInWithPassword({ email, password });
}

export async function signUp(fullName: string, email: string, password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: window.location.origin },
  });
}

/**
 * Sends the reset e-mail; its link brings the user back to /auth in recovery mode.
 * The link returns with only ?code= added, so type=recovery tells the app at start
 * that the code it exchanges is a password reset (see domain/auth-callback.ts).
 */
export async function requestPasswordReset(email: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth?type=recovery` });
}

export async function updatePassword(password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.updateUser({ password });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
