import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { SECTION_LABELS, type MovableSection, type SiteLayout } from '../../../domain/website/editor-contract';

interface Props {
  layout: SiteLayout;
  onChange: (layout: SiteLayout) => void;
  /** A per-section action (Rewrite), when there is one. */
  action?: (section: MovableSection | 'hero') => ReactNode;
}

const move = (order: MovableSection[], from: number, to: number) => {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The site's sections in order: move, hide and show the movable ones; the introduction opens and the contact section closes the site. */
export function SectionsPanel({ layout, onChange, action }: Props) {
  const row = (label: string, controls: ReactNode, hidden = false) => (
    <li key={label} className="flex items-center justify-between gap-2 py-2">
      <span className={`min-w-0 flex-1 ${hidden ? 'text-muted line-through' : 'font-medium'}`}>
        {label}
        {hidden ? <span className="sr-only"> (hidden)</span> : null}
      </span>
      <span className="flex shrink-0 flex-wrap justify-end gap-1">{controls}</span>
    </li>
  );
  return (
    <section aria-labelledby="sections-title" className="rounded-xl border border-line p-4">
      <h3 id="sections-title" className="font-semibold">
        Sections
      </h3>
      <p className="mt-1 text-sm text-muted">Move, hide or show a section. Hidden sections stay saved, ready to show again.</p>
      <ul className="mt-2 divide-y divide-line">
        {row(SECTION_LABELS.hero, action?.('hero'))}
        {layout.order.map((id, index) => {
          const hidden = layout.hidden.includes(id);
          const label = SECTION_LABELS[id];
          return row(
            label,
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => onChange({ ...layout, order: move(layout.order, index, index - 1) })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} down`}
                disabled={index === layout.order.length - 1}
                onClick={() => onChange({ ...layout, order: move(layout.order, index, index + 1) })}
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
              {hidden ? null : action?.(id)}
            </>,
            hidden,
          );
        })}
        {row(SECTION_LABELS.contact, null)}
      </ul>
    </section>
  );
}
