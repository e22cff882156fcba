// What an e-mail link left in the URL when it sent the user back to the app. With
// the PKCE flow (src/lib/supabase.ts) GoTrue adds ?code= to the link's redirect
// address, here /auth?type=recovery for a password reset (features/auth/api/request-password-reset.ts),
// or ?error=...&error_description=... (also repeated in the fragment) when the link failed.

export interface AuthCallback {
  /** 'recovery' for a password-reset link, or null when the URL carries no code. */
  type: string | null;
  /** Whether the URL carries a code that supabase-js exchanges for a session at start. */
  code: boolean;
  /** A readable error from the auth service, or null. */
  error: string | null;
}

export function parseAuthCallback(search: string, hash: string): AuthCallback {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = query.has('code');
  // Tokens in the fragment (the implicit flow) no longer mean anything: the client
  // refuses them, so they name no type.
  const error = query.get('error_description') || fragment.get('error_description') || query.get('error') || fragment.get('error') || null;
  return {
    type: code ? query.get('type') || null : null,
    code,
    error: error ? error.replace(/\+/g, ' ') : null,
  };
}
