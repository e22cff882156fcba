// Sets a new password for the signed-in (or recovering) user.
import { loadAuthClient } from '../../../lib/auth-client';

export async function updatePassword(password: string) {
  const supabase = await loadAuthClient();
  return supabase.auth.updateUser({ password });
}
