import { describe, expect, it } from 'vitest';
import { parseAuthCallback } from './auth-callback';

describe('parseAuthCallback', () => {
  it('recognises a recovery link', () => {
    const hash = '#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';
    expect(parseAuthCallback(hash)).toEqual({ type: 'recovery', error: null });
  });

  it('ignores a type without a session', () => {
    expect(parseAuthCallback('#type=recovery')).toEqual({ type: null, error: null });
    expect(parseAuthCallback('')).toEqual({ type: null, error: null });
  });

  it('reads the error description of a failed link', () => {
    expect(parseAuthCallback('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      type: null,
      error: 'Email link is invalid or has expired',
    });
  });
});
