import type { ReactNode } from 'react';

/** A radio button dressed as a card: keyboard and screen readers see a radio group. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`relative flex h-full cursor-pointer flex-col rounded-2xl border bg-page p-4 transition hover:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
        checked ? 'border-accent ring-2 ring-accent/40' : 'border-line'
      }`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="sr-only" />
      {children}
    </label>
  );
}
