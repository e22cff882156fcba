import type { Tables } from './database.types';

// A row of public.profiles (supabase/migrations): the user's name, tier and admin flag.
export type SubscriptionStatus = 'free' | 'paid';

/** The row with its tier narrowed to the values the table's check constraint allows. */
export type Profile = Omit<Tables<'profiles'>, 'subscription_status'> & { subscription_status: SubscriptionStatus };

/** A profiles row as the app uses it; a tier other than 'paid' (the check constraint allows none) reads as 'free'. */
export function toProfile(row: Tables<'profiles'>): Profile {
  return { ...row, subscription_status: row.subscription_status === 'paid' ? 'paid' : 'free' };
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
