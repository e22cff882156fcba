import { toProfile, type Profile } from '#domain/profile.ts';
import { authenticate } from './auth.ts';
import { serviceClient } from './db.ts';
import { HttpError } from './http.ts';
import { enforceRate } from './limits.ts';

/** The caller's profile, read with the service role: tier and admin rights come from here, never from a request body. */
export async function loadProfile(userId: string): Promise<Profile> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id, email, full_name, subscription_status, is_admin, created_at')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(`profile lookup failed: ${error.code ?? ''} ${error.message}`);
  if (!data) throw new HttpError(403, 'Your account has no profile yet. Please sign out and sign in again.');
  return toProfile(data);
}

/** The signed-in caller when the database says they are an admin (401 signed out, 403 otherwise); counts the admin rate. */
export async function requireAdmin(req: Request, refusal: string): Promise<Profile> {
  const user = await authenticate(req);
  const [profile] = await Promise.all([loadProfile(user.id), enforceRate('admin', user.id)]);
  if (!profile.is_admin) throw new HttpError(403, refusal);
  return profile;
}
