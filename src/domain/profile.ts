// A row of public.profiles (supabase/migrations): the user's name, tier and admin flag.
export type SubscriptionStatus = 'free' | 'paid';

export interface Profile {
  id: string;
  email: string | null;
  full_name: string;
  subscription_status: SubscriptionStatus;
  is_admin: boolean;
  created_at: string;
}

/** PRO means exactly subscription_status 'paid'. */
export function isPaidProfile(profile: Profile | null | undefined): boolean {
  return profile?.subscription_status === 'paid';
}

export function isAdminProfile(profile: Profile | null | undefined): boolean {
  return profile?.is_admin === true;
}

/** The name shown in the top bar: the full name, else the part of the e-mail before the @. */
export function displayName(profile: Profile | null | undefined, fallbackEmail?: string | null): string {
  const fullName = profile?.full_name?.trim();
  if (fullName) return fullName;
  const email = profile?.email || fallbackEmail || '';
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
