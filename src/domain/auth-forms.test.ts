import { describe, expect, it } from 'vitest';
import { checkForm, NewPasswordSchema, ResetRequestSchema, SignInSchema, SignUpSchema } from './auth-forms';

describe('SignInSchema', () => {
  it('accepts an e-mail and any non-empty password, trimming the e-mail', () => {
    expect(checkForm(SignInSchema, { email: '  a@b.co ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'x' },
    });
  });

  it('reports each missing field', () => {
    const result = checkForm(SignInSchema, { email: '', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'Please enter your email.', password: 'Please enter your password.' },
    });
  });

  it('rejects a malformed e-mail', () => {
    const result = checkForm(SignInSchema, { email: 'not-an-email', password: 'secret' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address.' } });
  });
});

describe('SignUpSchema', () => {
  it('requires a full name and a password of at least 6 characters', () => {
    const result = checkForm(SignUpSchema, { fullName: '   ', email: 'a@b.co', password: '12345' });
    expect(result).toEqual({
      ok: false,
      errors: { fullName: 'Please enter your full name.', password: 'Password must be at least 6 characters.' },
    });
  });

  it('accepts exactly 6 characters and keeps the password untrimmed', () => {
    const result = checkForm(SignUpSchema, { fullName: ' Ada ', email: 'ada@example.com', password: ' 1234 ' });
    expect(result).toEqual({ ok: true, data: { fullName: 'Ada', email: 'ada@example.com', password: ' 1234 ' } });
  });
});

describe('reset and new-password forms', () => {
  it('needs an e-mail to send a reset link', () => {
    expect(checkForm(ResetRequestSchema, { email: '' }).ok).toBe(false);
    expect(checkForm(ResetRequestSchema, { email: 'x@y.io' }).ok).toBe(true);
  });

  it('needs at least 6 characters for a new password', () => {
    expect(checkForm(NewPasswordSchema, { password: 'abcde' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters.' },
    });
    expect(checkForm(NewPasswordSchema, { password: 'abcdef' }).ok).toBe(true);
  });
});
