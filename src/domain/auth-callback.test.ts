import { describe, expect, it } from 'vitest';
import { parseAuthCallback } from './auth-callback';

describe('parseAuthCallback', () => {
  it('recognises a recovery link by its code and the type the reset request added', () => {
    expect(parseAuthCallback('?type=recovery&code=0b6f4c1e-3f0a-4b8e-9d55-2a7c4f1e9b10', '')).toEqual({
      type: 'recovery',
      code: true,
      error: null,
    });
  });

  it('sees a confirmation link as a code without a type', () => {
    expect(parseAuthCallback('?code=0b6f4c1e', '')).toEqual({ type: null, code: true, error: null });
  });

  it('ignores a type without a code, and session tokens in the fragment', () => {
    expect(parseAuthCallback('?type=recovery', '')).toEqual({ type: null, code: false, error: null });
    const fragment = '#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';
    expect(parseAuthCallback('', fragment)).toEqual({ type: null, code: false, error: null });
    expect(parseAuthCallback('', '')).toEqual({ type: null, code: false, error: null });
  });

  it('reads the error description of a failed link from the query or the fragment', () => {
    const failed = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    const expected = { type: null, code: false, error: 'Email link is invalid or has expired' };
    expect(parseAuthCallback(`?${failed}`, `#${failed}&sb=`)).toEqual(expected);
    expect(parseAuthCallback('', `#${failed}`)).toEqual(expected);
  });
});
