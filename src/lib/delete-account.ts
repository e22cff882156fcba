// Deleting the signed-in user's account (DELETE /api/account), then forgetting the
// session in this browser: the server has already ended it with the account.
import { AccountDeletedSchema } from '../domain/account-contract';
import { apiFetch } from './api-client';
import { loadAuthClient } from './auth-client';

export async function deleteAccount(): Promise<void> {
  await apiFetch('/api/account', AccountDeletedSchema, { method: 'DELETE' });
  const supabase = await loadAuthClient();
  await supabase.auth.signOut({ scope: 'local' });
}
