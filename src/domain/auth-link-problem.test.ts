import { describe, expect, it } from 'vitest';
import { parseAuthCallback } from './auth-callback';
import { linkProblemAtStart } from './auth-link-problem';

const problem = (search: string, hasVerifier: boolean, hash = '') =>
  linkProblemAtStart(parseAuthCallback(search, hash), search, hasVerifier);

describe('linkProblemAtStart', () => {
  it('sees a code this browser has no verifier for as a link opened in another browser', () => {
    expect(problem('?type=recovery&code=abc', false)).toEqual({ kind: 'other-browser', reason: null, recovery: true });
    expect(problem('?code=abc', false)).toEqual({ kind: 'other-browser', reason: null, recovery: false });
  });

  it('leaves a code with its verifier, and an address without a link, to supabase-js', () => {
    expect(problem('?type=recovery&code=abc', true)).toBeNull();
    expect(problem('?tab=signup', false)).toBeNull();
  });

  it("reports a link the auth service refused with its reason, a reset link's too", () => {
    const failed = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(problem(`?type=recovery&${failed}`, false)).toEqual({
      kind: 'failed',
      reason: 'Email link is invalid or has expired',
      recovery: true,
    });
  });
});
