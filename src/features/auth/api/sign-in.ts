// Signs in with e-mail and password.
import { loadAuthClient } from '../../../lib/auth-client';

export async function signIn(email: string, password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.signInWithPassword({ email, password });
}
