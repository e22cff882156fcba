// What an e-mail link left in the URL fragment when it sent the user back to the app
// (GoTrue's redirect: #access_token=...&type=recovery, or #error=...&error_description=...).

export interface AuthCallback {
  /** 'recovery', 'signup', 'magiclink'... or null when the URL carries no session. */
  type: string | null;
  /** A readable error from the auth service, or null. */
  error: string | null;
}

export function parseAuthCallback(hash: string): AuthCallback {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const hasSession = params.has('access_token');
  const error = params.get('error_description') || params.get('error') || null;
  return {
    type: hasSession ? params.get('type') || null : null,
    error: error ? error.replace(/\+/g, ' ') : null,
  };
}
