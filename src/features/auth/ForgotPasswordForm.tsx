import { ArrowLeft, Send } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmailField } from './EmailField';
import { ResetRequestSchema } from '../../domain/auth-forms';
import { AUTH_TOASTS, signInErrorMessage } from '../../domain/auth-messages';
import { notify } from '../../lib/toast';
import { requestPasswordReset } from './api/request-password-reset';
import { messageOf } from '../../domain/error-message';
import { useForm } from './use-form';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm(ResetRequestSchema, { email: '' }, async ({ email }) => {
    try {
      const { error } = await requestPasswordReset(email);
      if (error) {
        notify({ title: AUTH_TOASTS.resetFailed, description: signInErrorMessage(error.message), variant: 'destructive' });
        return;
      }
      notify(AUTH_TOASTS.resetSent);
      onDone();
    } catch (error) {
      notify({ title: AUTH_TOASTS.resetFailed, description: signInErrorMessage(messageOf(error)), variant: 'destructive' });
    }
  });

  return (
    <div>
      <h2 className="text-lg font-bold">Reset your password</h2>
      <p className="mt-1 text-sm text-muted">Enter your email and we will send you a link to set a new password.</p>
      <form noValidate onSubmit={form.submit} className="mt-5 space-y-4">
        {/* Opened by a button: the focus goes on to the field it asks for. */}
        <EmailField autoFocus disabled={form.submitting} {...form.field('email')} />
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={form.submitting}>
          <Send aria-hidden="true" className="size-5" />
          {form.submitting ? 'Sending Link...' : 'Send Reset Link'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onDone}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sign-in
        </Button>
      </form>
    </div>
  );
}
