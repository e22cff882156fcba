import type { Profile } from './profile';

// Apart from profile.ts so the app shell, which needs only the tier helpers, does
// not bundle it. Hand-written rather than a valibot schema: it runs on every
// signed-in page before the first paint, and valibot would add 2.2 KB gzip to each
// (the chat page's budget is 150 KB). The rules are a schema's all the same.

/** A text column that may be null or missing: its value, `fallback` when absent, undefined when it is something else. */
function optionalText<F extends string | null>(value: unknown, fallback: F): string | F | undefined {
  if (value === null || value === undefined) return fallback;
  return typeof value === 'string' ? value : undefined;
}

/** Parses a profiles row as PostgREST returns it; unknown columns are dropped, a row of the wrong shape is null. */
export function parseProfile(row: unknown): Profile | null {
  if (!row || typeof row !== 'object') return null;
  const raw = row as Record<string, unknown>;
  const email = optionalText(raw.email, null);
  const fullName = optionalText(raw.full_name, '');
  const createdAt = optionalText(raw.created_at, '');
  if (typeof raw.id !== 'string' || email === undefined || fullName === undefined || createdAt === undefined) return null;
  return {
    id: raw.id,
    email,
    full_name: fullName,
    subscription_status: raw.subscription_status === 'paid' ? 'paid' : 'free',
    is_admin: typeof raw.is_admin === 'boolean' ? raw.is_admin : false,
    created_at: createdAt,
  };
}
