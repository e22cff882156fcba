import { supabase } from '../../lib/supabase';

// The auth service calls of this feature, in one place.

export function signIn(email: string, password: string) {
  return supabase.auth.signInWithPassword({ email, password });
}

export function signUp(fullName: string, email: string, password: string) {
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
export function requestPasswordReset(email: string) {
  return supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth?type=recovery` });
}

export function updatePassword(password: string) {
  return supabase.auth.updateUser({ password });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
