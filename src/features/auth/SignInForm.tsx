import { Lock, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { EmailField } from './EmailField';
import { AUTH_TOASTS, signInErrorMessage } from '../../domain/auth-messages';
import { SignInSchema } from '../../domain/auth-forms';
import { nextPathFrom } from '../../domain/next-path';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { signIn } from './api/sign-in';
import { messageOf } from '../../domain/error-message';
import { useForm } from './use-form';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [, navigate] = useLocation();
  const next = nextPathFrom(useSearch());
  // Goes on once the app knows who signed in (user and profile), so a page that
  // checks the account (/admin/models) does not see a signed-out visitor first.
  const { user, loading } = useAuth();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (signedIn && user && !loading) navigate(next);
  }, [signedIn, user, loading, navigate, next]);
  const form = useForm(SignInSchema, { email: '', password: '' }, async ({ email, password }) => {
    try {
      const { data, error } = await signIn(email, password);
      if (error) {
        notify({ title: AUTH_TOASTS.signInFailed, description: signInErrorMessage(error.message), variant: 'destructive' });
        return;
      }
      if (data.session) {
        notify(AUTH_TOASTS.signInSuccess);
        setSignedIn(true);
      }
    } catch (error) {
      notify({ title: AUTH_TOASTS.signInFailed, description: signInErrorMessage(messageOf(error)), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <EmailField disabled={form.submitting} {...form.field('email')} />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          placeholder="Your password"
          icon={<Lock className="size-4" />}
          disabled={form.submitting}
          {...form.field('password')}
        />
        <div className="mt-2 text-right">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={form.submitting}>
        <LogIn aria-hidden="true" className="size-5" />
        {form.submitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
