import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { supportRequestProblem, type SupportRequestProblem } from '#domain/support/requests.ts';
import { useAuth } from '../../../lib/auth-context';
import { Spinner } from '../../../components/Spinner';
import { messageOf } from '../../../domain/error-message';

const MESSAGE_MAX = 4000;

interface SupportContactFormProps {
  id: string;
  /** The conversation with Mr. Support, attached by the server; null before the first answer. */
  sessionId: string | null;
  /** Back to the conversation. */
  onBack: () => void;
}

const FIELD =
  'w-full rounded-xl border border-line bg-page px-3 py-2 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent/40';

/** "Contact a person": an e-mail address (the account's when signed in), a message, and the conversation attached. */
export function SupportContactForm({ id, sessionId, onBack }: SupportContactFormProps) {
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The field the form's own check found at fault (the server's refusals name none). */
  const [invalid, setInvalid] = useState<SupportRequestProblem['field'] | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => (sentTo ? doneRef.current : firstRef.current)?.focus(), [sentTo]);
  const errorId = `${id}-contact-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = supportRequestProblem({ email, message }, Boolean(user));
    setInvalid(problem?.field ?? null);
    setError(problem?.message ?? null);
    if (problem) {
      (problem.field === 'email' ? firstRef.current : messageRef.current)?.focus();
      return;
    }
    setSending(true);
    import('../api/send-support-request')
      .then(({ sendSupportRequest }) => sendSupportRequest({ email: email.trim(), message, sessionId }))
      .then((created) => setSentTo(created.email))
      .catch((failure: unknown) => setError(messageOf(failure, 'Your message could not be sent. Please try again.')))
      .finally(() => setSending(false));
  };

  if (sentTo) {
    return (
      <div className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        <h3 ref={doneRef} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold focus:outline-none">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          Message sent
        </h3>
        <p>
          A person from our team will read it, with your conversation, and answer by e-mail at <strong>{sentTo}</strong>, usually within one
          working day. You do not need to send it again.
        </p>
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg bg-accent-gradient px-3 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Back to the conversation
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-labelledby={`${id}-contact-title`} noValidate>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to the conversation"
          className="rounded-lg p-1 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <h3 id={`${id}-contact-title`} className="text-base font-semibold">
          Contact a person
        </h3>
      </div>
      <p className="text-muted">
        {sessionId
          ? 'Your conversation with Mr. Support is attached, so you need not repeat it.'
          : 'Tell us what you need; a person from the team answers by e-mail.'}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-contact-email`} className="block font-medium">
          Your e-mail address
        </label>
        <input
          ref={firstRef}
          id={`${id}-contact-email`}
          type="email"
          autoComplete="email"
          required={!user}
          aria-invalid={invalid === 'email' || undefined}
          aria-describedby={invalid === 'email' ? errorId : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={FIELD}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-contact-message`} className="block font-medium">
          Message
        </label>
        <textarea
          id={`${id}-contact-message`}
          ref={messageRef}
          required
          aria-invalid={invalid === 'message' || undefined}
          aria-describedby={invalid === 'message' ? errorId : undefined}
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="What were you trying to do, and what happened?"
          className={`${FIELD} resize-none`}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-accent-gradient px-3 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {sending ? <Spinner label="Sending" className="size-4 text-white" /> : null}
        Send to the team
      </button>
    </form>
  );
}
