import { useId, useState } from 'react';
import { Button } from '../../components/Button';

/** A datetime-local value (the user's own clock) for `date`. */
function localValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next whole hour from now: a sensible first offer for a new run time. */
function nextHour(): Date {
  const at = new Date(Date.now() + 3600_000);
  at.setMinutes(0, 0, 0);
  return at;
}

/**
 * Resuming a one-time schedule whose time has passed: it would show (and run at) a
 * time already gone, so a new time is asked for, at least a minute from now.
 */
export function ResumeAt({ title, onResume, onCancel }: { title: string; onResume: (at: Date) => void; onCancel: () => void }) {
  const inputId = useId();
  const [value, setValue] = useState(() => localValue(nextHour()));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || at.getTime() < Date.now() + 60_000) {
      setProblem('Choose a time in the future.');
      return;
    }
    onResume(at);
  };
  return (
    <form
      aria-label={`Resume ${title}`}
      // our own message (the browser's bubble for min is easy to miss and not announced)
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <label htmlFor={inputId} className="block text-xs text-muted">
          Its time has passed. Run it at
        </label>
        <input
          id={inputId}
          type="datetime-local"
          value={value}
          min={localValue(new Date())}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className="mt-1 h-9 rounded-lg border border-line bg-page px-2 text-sm text-fg"
        />
        {problem ? (
          <p id={`${inputId}-problem`} className="mt-1 text-xs text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <Button size="sm" variant="primary" type="submit">
        Resume
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
