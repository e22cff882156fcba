import { KeyRound, Lock } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { MIN_PASSWORD_LENGTH, NewPasswordSchema } from '../../domain/auth-forms';
import { AUTH_TOASTS, signInErrorMessage } from '../../domain/auth-messages';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { updatePassword } from './api/update-password';
import { messageOf } from '../../domain/error-message';
import { useForm } from './use-form';

/** Shown after the user followed a password-reset link (supabase-js emitted PASSWORD_RECOVERY). */
export function NewPasswordForm() {
  const [, navigate] = useLocation();
  const { loading, endPasswordRecovery } = useAuth();
  const form = useForm(NewPasswordSchema, { password: '' }, async ({ password }) => {
    try {
      const { error } = await updatePassword(password);
      if (error) {
        notify({ title: AUTH_TOASTS.passwordUpdateFailed, description: signInErrorMessage(error.message), variant: 'destructive' });
        return;
      }
      // Out of recovery before the address changes: the app sends a user still in
      // recovery back to /auth, and the router's update renders at once.
      flushSync(endPasswordRecovery);
      notify(AUTH_TOASTS.passwordUpdated);
      navigate('/');
    } catch (error) {
      notify({ title: AUTH_TOASTS.passwordUpdateFailed, description: signInErrorMessage(messageOf(error)), variant: 'destructive' });
    }
  });

  return (
    <div>
      <h2 className="text-lg font-bold">Set a new password</h2>
      <p className="mt-1 text-sm text-muted">Choose a new password for your account.</p>
      <form noValidate onSubmit={form.submit} className="mt-5 space-y-4">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`Must be at least ${MIN_PASSWORD_LENGTH} characters long.`}
          icon={<Lock className="size-4" />}
          disabled={form.submitting}
          {...form.field('password')}
        />
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={form.submitting || loading}>
          <KeyRound aria-hidden="true" className="size-5" />
          {form.submitting ? 'Saving Password...' : 'Save New Password'}
        </Button>
      </form>
    </div>
  );
}
