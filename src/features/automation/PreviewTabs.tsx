import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface PreviewTabsProps<Id extends string> {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs whose row wraps: up to eight connectors must fit a 360 px screen,
 * which the shared Tabs' single row of equal columns cannot. One tab stop; arrows,
 * Home and End move and select.
 */
export function PreviewTabs<Id extends string>({ label, tabs, value, onChange, children }: PreviewTabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="mt-3">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 rounded-xl bg-subtle p-1">
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={[
                'min-h-9 rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent',
                selected ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              ].join(' ')}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`} tabIndex={0} className="mt-3">
        {children}
      </div>
    </div>
  );
}
