import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createElement } from 'react';
import toast, { Toaster, type Toast } from 'react-hot-toast';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 unless given. */
  duration?: number;
  /** A button in the toast (e.g. Retry); the toast closes when it is used. */
  action?: { label: string; onClick: () => void };
}

const TOAST_DURATION_MS = 5000;

interface ToastMessageProps {
  toast: Toast;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  action?: ToastInput['action'];
}

export function ToastMessage({ toast: t, title, description, variant, action }: ToastMessageProps) {
  const destructive = variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={[
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg shadow-black/10 transition-[opacity,translate] duration-200',
        destructive ? 'border-danger/40 bg-danger-soft text-fg' : 'border-line bg-surface text-fg',
        t.visible ? 'translate-y-0 opacity-100' : '-translate-y-1 opacity-0',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${destructive ? 'text-danger' : 'text-success'}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        {description ? <p className="mt-1 text-sm break-words text-muted">{description}</p> : null}
        {action ? (
          <button
            type="button"
            onClick={() => {
              toast.dismiss(t.id);
              action.onClick();
            }}
            className="mt-2 rounded-md border border-line bg-surface px-3 py-1 text-sm font-semibold text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
          >
            {action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(t.id)}
        aria-label="Dismiss notification"
        className="-m-1 rounded-md p-1 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function showToast({ title, description, variant = 'default', duration = TOAST_DURATION_MS, action }: ToastInput): void {
  toast.remove();
  toast.custom((t) => createElement(ToastMessage, { toast: t, title, description, variant, action }), { duration });
}

export function dismissToasts(): void {
  toast.dismiss();
}

/**
 * The toast area: just under the top bar (64 px), on the right, so a toast never
 * covers the bar's buttons (theme, account, menu) nor the chat's question box and the
 * newest answer's buttons above it, which sit at the bottom. One toast at a time, with
 * its own Dismiss button. Toasts raised before it mounts show once it does.
 */
export function ToastArea() {
  return <Toaster position="top-right" gutter={8} containerStyle={{ top: 72, right: 12, left: 12 }} />;
}
