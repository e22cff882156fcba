import { Lock, Sparkles, User, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { EmailField } from './EmailField';
import { MIN_PASSWORD_LENGTH, SignUpSchema } from '../../domain/auth-forms';
import { AUTH_TOASTS, signUpErrorMessage } from '../../domain/auth-messages';
import { nextPathFrom } from '../../domain/next-path';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { notify } from '../../lib/toast';
import { signUp } from './api/sign-up';
import { messageOf } from '../../domain/error-message';
import { useForm } from './use-form';

/** After a sign-up that signs the user in at once, the app waits this long before going home. */
export const REDIRECT_AFTER_SIGN_UP_MS = 2000;

export function SignUpForm() {
  const [, navigate] = useLocation();
  const next = nextPathFrom(useSearch());
  // Signed up and signed in: the form stays disabled and shows progress until the app moves on.
  const [enteringApp, setEnteringApp] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm(SignUpSchema, { fullName: '', email: '', password: '' }, async ({ fullName, email, password }) => {
    try {
      const { data, error } = await signUp(fullName, email, password);
      if (error) {
        notify({ title: AUTH_TOASTS.signUpFailed, description: signUpErrorMessage(error.message), variant: 'destructive' });
        return;
      }
      if (data.session) {
        notify(AUTH_TOASTS.signUpSuccess);
        setEnteringApp(true);
        redirectTimer.current = window.setTimeout(() => navigate(next), REDIRECT_AFTER_SIGN_UP_MS);
      } else if (data.user) {
        notify(AUTH_TOASTS.signUpConfirm);
      }
    } catch (error) {
      notify({ title: AUTH_TOASTS.signUpFailed, description: signUpErrorMessage(messageOf(error)), variant: 'destructive' });
    }
  });

  const busy = form.submitting || enteringApp;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={busy}>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        placeholder="Jane Doe"
        icon={<User className="size-4" />}
        disabled={busy}
        {...form.field('fullName')}
      />
      <EmailField disabled={busy} {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder="Create a password"
        hint={`Must be at least ${MIN_PASSWORD_LENGTH} characters long.`}
        icon={<Lock className="size-4" />}
        disabled={busy}
        {...form.field('password')}
      />
      <p className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-fg">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{`Sign up FREE! Start with free features, upgrade anytime to premium (${formatUsd(LAUNCH_PRICE)} lifetime)`}</span>
      </p>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
        <UserPlus aria-hidden="true" className="size-5" />
        {form.submitting ? 'Creating Account...' : enteringApp ? 'Account Created' : 'Create Account'}
      </Button>
      {enteringApp && <EnteringAppProgress destination={next === '/' ? 'the home page' : 'where you left off'} />}
    </form>
  );
}

/** The 2 s pause between a sign-up and the first page, shown as a filling bar. */
function EnteringAppProgress({ destination }: { destination: string }) {
  return (
    <div role="status" className="space-y-2 text-center text-sm text-muted">
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-subtle">
        <div className="h-full rounded-full bg-accent-gradient motion-safe:animate-fill-bar motion-reduce:w-full" />
      </div>
      <p>Account created. Taking you to {destination}…</p>
    </div>
  );
}
