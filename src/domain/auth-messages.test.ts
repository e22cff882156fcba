import { describe, expect, it } from 'vitest';
import {
  AUTH_TOASTS,
  GENERIC_AUTH_ERROR,
  SIGN_UP_ALREADY_REGISTERED_MESSAGE,
  SIGN_UP_CLONE_MESSAGE,
  signInErrorMessage,
  signUpErrorMessage,
} from './auth-messages';

describe('signUpErrorMessage', () => {
  it("maps a message containing 'clone' to the configuration-issue text", () => {
    expect(signUpErrorMessage('structuredClone is not defined')).toBe(
      'There was a configuration issue. Please try again or contact support.',
    );
    expect(SIGN_UP_CLONE_MESSAGE).toBe('There was a configuration issue. Please try again or contact support.');
  });

  it("maps GoTrue's 'User already registered' to the sign-in hint", () => {
    expect(signUpErrorMessage('User already registered')).toBe('This email is already registered. Try signing in instead.');
    expect(signUpErrorMessage('USER ALREADY REGISTERED')).toBe(SIGN_UP_ALREADY_REGISTERED_MESSAGE);
  });

  it("prefers the 'clone' mapping when both phrases appear", () => {
    expect(signUpErrorMessage('clone failed: already registered')).toBe(SIGN_UP_CLONE_MESSAGE);
  });

  it('passes any other provider message through unchanged', () => {
    expect(signUpErrorMessage('Password should be at least 6 characters.')).toBe('Password should be at least 6 characters.');
    expect(signUpErrorMessage('You must provide either an email or phone number and a password.')).toBe(
      'You must provide either an email or phone number and a password.',
    );
  });

  it('falls back to a generic text when the provider gave none', () => {
    expect(signUpErrorMessage('')).toBe(GENERIC_AUTH_ERROR);
    expect(signUpErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR);
  });
});

describe('signInErrorMessage', () => {
  it('shows the provider message', () => {
    expect(signInErrorMessage('Invalid login credentials')).toBe('Invalid login credentials');
    expect(signInErrorMessage(null)).toBe(GENERIC_AUTH_ERROR);
  });
});

describe('AUTH_TOASTS', () => {
  it('carries the exact toast strings', () => {
    expect(AUTH_TOASTS.signInFailed).toBe('Sign in failed');
    expect(AUTH_TOASTS.signUpFailed).toBe('Sign up failed');
    expect(AUTH_TOASTS.signOutFailed).toBe('Sign out failed');
    expect(AUTH_TOASTS.signInSuccess).toEqual({
      title: 'Welcome back!',
      description: 'You have successfully signed in.',
    });
    expect(AUTH_TOASTS.signUpSuccess).toEqual({ title: 'Success!', description: 'Account created successfully!' });
    expect(AUTH_TOASTS.signUpConfirm).toEqual({
      title: 'Check your email!',
      description: 'We sent you a confirmation link. Please check your email to verify your account.',
    });
    expect(AUTH_TOASTS.signOutSuccess).toEqual({
      title: 'Signed out',
      description: 'You have been successfully signed out.',
    });
  });
});
