import { Search } from 'lucide-react';

/** A search box with its icon; `label` is its accessible name. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  className = '',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className="block h-11 w-full rounded-lg border border-line bg-page pr-3 pl-10 text-sm text-fg placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
    </div>
  );
}
