// Every message the authentication screens show (docs/user-guide/sign-in.md), kept in one place
// so the pages and the tests read the same strings.

export const AUTH_TOASTS = {
  signInFailed: 'Sign in failed',
  signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signUpFailed: 'Sign up failed',
  signUpSuccess: { title: 'Success!', description: 'Account created successfully!' },
  signUpConfirm: {
    title: 'Check your email!',
    description: 'We sent you a confirmation link. Please check your email to verify your account.',
  },
  signOutFailed: 'Sign out failed',
  signOutSuccess: { title: 'Signed out', description: 'You have been successfully signed out.' },
  resetSent: {
    title: 'Reset link sent',
    description: 'If an account exists for that email, a link to set a new password is on its way.',
  },
  resetFailed: 'Could not send reset link',
  passwordUpdated: { title: 'Password updated', description: 'Your new password is saved. You are signed in.' },
  passwordUpdateFailed: 'Password update failed',
  linkFailed: 'This link could not be used',
} as const;

export const SIGN_UP_CLONE_MESSAGE = 'There was a configuration issue. Please try again or contact support.';
export const SIGN_UP_ALREADY_REGISTERED_MESSAGE = 'This email is already registered. Try signing in instead.';
export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again.';

/** The description of the 'Sign up failed' toast for the auth service's error message. */
export function signUpErrorMessage(providerMessage: string | null | undefined): string {
  const message = (providerMessage ?? '').trim();
  const lower = message.toLowerCase();
  if (lower.includes('clone')) return SIGN_UP_CLONE_MESSAGE;
  if (lower.includes('already registered')) return SIGN_UP_ALREADY_REGISTERED_MESSAGE;
  return message || GENERIC_AUTH_ERROR;
}

/** The description of the 'Sign in failed' toast: the provider's message as is. */
export function signInErrorMessage(providerMessage: string | null | undefined): string {
  const message = (providerMessage ?? '').trim();
  return message || GENERIC_AUTH_ERROR;
}

/** What the link-problem panel on /auth says (features/auth/LinkProblem.tsx). */
export const LINK_PROBLEM = {
  title: AUTH_TOASTS.linkFailed,
  otherBrowser:
    'This link was asked for in another browser (or a private window), so it cannot be used here. Open the link in the browser where you asked for it, or ask for a new link here.',
  failed: 'Links work once, for 5 minutes, in the browser where you asked for them. Ask for a new link here.',
  askAgain: 'Ask for a new link',
  signIn: 'Back to sign-in',
} as const;
