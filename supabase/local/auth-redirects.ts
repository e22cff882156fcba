import type { HttpError } from './http-utils.ts';

/** GoTrue's OAuth error names for the HTTP status of a failed link. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** Where a failed e-mail link sends the browser: GoTrue's error parameters on redirect_to. */
export function linkErrorRedirect(redirectTo: string, error: HttpError, pkce: boolean): string {
  const body = error.body as { code?: string; message?: string };
  const code = body.code ?? 'otp_expired';
  const params = new URLSearchParams({
    error: OAUTH_ERRORS[error.status] ?? 'server_error',
    error_code: code,
    error_description: code === 'otp_expired' ? 'Email link is invalid or has expired' : (body.message ?? code),
  });
  if (!pkce) return `${redirectTo}#${params.toString()}`;
  // PKCE clients read the query; the fragment stays for older ones.
  const target = new URL(redirectTo);
  for (const [name, value] of params) target.searchParams.set(name, value);
  target.hash = `${params.toString()}&sb=`;
  return target.toString();
}
