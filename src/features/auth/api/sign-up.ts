// Creates an account; the confirmation link brings the user back to the app.
import { loadAuthClient } from '../../../lib/auth-client';

export async function signUp(fullName: string, email: string, password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: window.location.origin },
  });
}
