// Reads the signed-in user's profiles row under RLS. Loaded with the auth client,
// after first paint: it brings the profile schema (valibot) along.
import type { Profile } from '../domain/profile';
import { parseProfile } from '../domain/profile-schema';
import { supabase } from './supabase';

export async function fetchProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single();
  if (error) {
    console.error('Could not load the profile:', error.message);
    return null;
  }
  const profile = parseProfile(data);
  if (!profile) console.error('The profile row has an unexpected shape.');
  return profile;
}
