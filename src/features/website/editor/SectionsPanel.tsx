import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { SECTION_LABELS, type MovableSection, type SiteLayout } from '../../../domain/website/editor-contract';

interface Props {
  layout: SiteLayout;
  onChange: (layout: SiteLayout) => void;
  /** A per-section action (Rewrite), given the section's name as shown here. */
  action?: (section: MovableSection | 'hero', label: string) => ReactNode;
}

type Direction = 'up' | 'down';

const move = (order: MovableSection[], from: number, to: number) => {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The site's sections in order: move, hide and show the movable ones; the introduction opens and the contact section closes the site. */
export function SectionsPanel({ layout, onChange, action }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // A moved row is moved in the page too, which drops the keyboard focus (and at the
  // top or bottom its arrow turns disabled): the moved section's arrow gets it back,
  // the other arrow when that one can go no further.
  const moved = useRef<{ id: MovableSection; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${last.id}-${direction}"]:not(:disabled)`);
    (button(last.direction) ?? button(last.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [layout.order]);

  const moveSection = (id: MovableSection, index: number, direction: Direction) => {
    moved.current = { id, direction };
    onChange({ ...layout, order: move(layout.order, index, direction === 'up' ? index - 1 : index + 1) });
  };

  // The name takes the row's first line and the buttons wrap under it when the
  // column is narrow (a phone, or the editor's half-width column), never over it.
  const row = (id: string, label: string, controls: ReactNode, hidden = false) => (
    <li key={id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <span className={`min-w-[8rem] flex-1 ${hidden ? 'text-muted line-through' : 'font-medium'}`}>
        {label}
        {hidden ? <span className="sr-only"> (hidden)</span> : null}
      </span>
      {controls ? <span className="flex flex-wrap justify-end gap-1">{controls}</span> : null}
    </li>
  );
  return (
    <section aria-labelledby="sections-title" className="rounded-xl border border-line p-4">
      <h3 id="sections-title" className="font-semibold">
        Sections
      </h3>
      <p className="mt-1 text-sm text-muted">Move, hide or show a section. Hidden sections stay saved, ready to show again.</p>
      <ul ref={list} className="mt-2 divide-y divide-line">
        {row('hero', SECTION_LABELS.hero, action?.('hero', SECTION_LABELS.hero))}
        {layout.order.map((id, index) => {
          const hidden = layout.hidden.includes(id);
          const label = SECTION_LABELS[id];
          return row(
            id,
            label,
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} up`}
                data-move={`${id}-up`}
                disabled={index === 0}
                onClick={() => moveSection(id, index, 'up')}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} down`}
                data-move={`${id}-down`}
                disabled={index === layout.order.length - 1}
                onClick={() => moveSection(id, index, 'down')}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${hidden ? 'Show' : 'Hide'} ${label}`}
                onClick={() =>
                  onChange({ ...layout, hidden: hidden ? layout.hidden.filter((other) => other !== id) : [...layout.hidden, id] })
                }
              >
                {hidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
                {hidden ? 'Show' : 'Hide'}
              </Button>
              {hidden ? null : action?.(id, label)}
            </>,
            hidden,
          );
        })}
        {row('contact', SECTION_LABELS.contact, null)}
      </ul>
    </section>
  );
}
