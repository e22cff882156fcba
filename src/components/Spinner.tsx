import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading…', className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center text-muted">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while a page's code or data loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
