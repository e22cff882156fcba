import { useEffect, useRef } from 'react';

interface RenameFieldProps {
  /** The name as it is now (the field starts with it, selected). */
  value: string;
  /** The field's accessible name ("Chat name", "Site name"). */
  label: string;
  maxLength: number;
  /** The new name (Enter, or leaving the field), or null (Escape keeps the old one); called once. */
  onDone: (name: string | null) => Promise<void>;
  className?: string;
}

/** A name edited in place: Enter or leaving the field saves, Escape keeps the old name. */
export function RenameField({ value, label, maxLength, onDone, className = 'w-full' }: RenameFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => input.current?.select(), []);
  const finish = (name: string | null) => {
    if (done.current) return;
    done.current = true;
    void onDone(name);
  };
  return (
    <input
      ref={input}
      defaultValue={value}
      aria-label={label}
      maxLength={maxLength}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(event.currentTarget.value);
        if (event.key === 'Escape') {
          event.stopPropagation();
          finish(null);
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value)}
      className={`h-9 min-w-0 rounded-lg border border-accent bg-page px-2 text-sm text-fg focus:ring-2 focus:ring-accent/30 focus:outline-none ${className}`}
    />
  );
}
