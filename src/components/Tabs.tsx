import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabsProps<Id extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** The active tab's panel; only it is rendered. */
  children: ReactNode;
  className?: string;
  /** Classes of the panel (default: a 1.5rem gap under the tabs). */
  panelClassName?: string;
  /** Tabs sized to their labels on rows that wrap (many tabs on a phone), instead of one row of equal columns. */
  wrap?: boolean;
  /** The panel takes the focus too: its content scrolls and has nothing focusable of its own. */
  focusablePanel?: boolean;
}

/**
 * WAI-ARIA tabs: one tab stop, arrows / Home / End move between tabs and select them.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className = '',
  panelClassName = 'mt-6',
  wrap = false,
  focusablePanel = false,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={`${wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col'} gap-1 rounded-xl bg-subtle p-1`}
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={[
                'min-h-9 min-w-0 rounded-lg px-3 py-1.5 text-sm leading-tight font-semibold transition focus-visible:outline-2 focus-visible:outline-accent',
                selected ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              ].join(' ')}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        {...(focusablePanel ? { tabIndex: 0 } : {})}
        className={panelClassName}
      >
        {children}
      </div>
    </div>
  );
}
