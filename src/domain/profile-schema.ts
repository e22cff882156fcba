import * as v from 'valibot';
import type { Profile } from './profile';

// Apart from profile.ts so the app shell, which needs only the tier helpers, does
// not bundle valibot: the row is parsed where it is fetched (src/lib/profile-query.ts).

/** Parses a profiles row as PostgREST returns it; unknown columns are dropped. */
export const ProfileSchema = v.object({
  id: v.string(),
  email: v.nullish(v.string(), null),
  full_name: v.nullish(v.string(), ''),
  subscription_status: v.fallback(v.picklist(['free', 'paid']), 'free'),
  is_admin: v.fallback(v.boolean(), false),
  created_at: v.nullish(v.string(), ''),
});

export function parseProfile(row: unknown): Profile | null {
  const result = v.safeParse(ProfileSchema, row);
  return result.success ? result.output : null;
}
