import { LoaderCircle } from 'lucide-react';
import { Button } from './Button';
import { messageOf } from '../domain/error-message';

/** While a list loads, or when it could not: what the user sees and can do instead of the list. */
export function ListLoadState({ error, label, onRetry }: { error: unknown; label: string; onRetry: () => void }) {
  if (error) {
    return (
      <div role="alert" className="mt-8 rounded-2xl border border-danger/40 bg-danger-soft p-6">
        <p className="font-semibold">{messageOf(error, 'Something went wrong. Try again.')}</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="mt-12 flex flex-col items-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
      {label}
    </div>
  );
}
