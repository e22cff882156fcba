import { Users } from 'lucide-react';
import { Button } from '../../components/Button';

/** Above the question box while the chat continues with one model: says which, and goes back to all. */
export function OnlyModelBanner({ modelName, onBack }: { modelName: string; onBack: () => void }) {
  return (
    <div
      role="status"
      className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-accent/40 bg-surface px-3 py-2 text-sm text-fg"
    >
      <span className="inline-flex min-w-0 flex-1 items-center gap-2">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />
        <span className="min-w-0">
          Talking to <strong>{modelName}</strong> only
        </span>
      </span>
      <Button variant="secondary" size="sm" onClick={onBack}>
        <Users aria-hidden="true" className="size-4" />
        Back to all models
      </Button>
    </div>
  );
}
