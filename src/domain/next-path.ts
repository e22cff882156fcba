// Where the app goes after signing in or up when a page sent the user to /auth
// with `?next=<path>` (the website generator's 'Sign in to generate'). Only a path
// of this app is followed: anything that could leave it falls back to home.

export const NEXT_PARAM = 'next';

/** The `next` path of an /auth address, or '/' when it is missing or not one of this app's paths. */
export function nextPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return '/';
  return next;
}

/** The /auth address that opens `tab` and comes back to `next` afterwards. */
export function authPath(options: { tab?: 'signup'; next?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.tab) params.set('tab', options.tab);
  if (options.next && options.next !== '/') params.set(NEXT_PARAM, options.next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
