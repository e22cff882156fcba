import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { SECTION_LABELS, type MovableSection, type SiteLayout } from '../../../domain/website/editor-contract';

interface Props {
  layout: SiteLayout;
  onChange: (layout: SiteLayout) => void;
  /** A per-section action (Rewrite), given the id of the row's name to describe it. */
  action?: (section: MovableSection | 'hero', labelId: string) => ReactNode;
}

const move = (order: MovableSection[], from: number, to: number) => {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The site's sections in order: move, hide and show the movable ones; the introduction opens and the contact section closes the site. */
export function SectionsPanel({ layout, onChange, action }: Props) {
  const labelId = (id: string) => `section-row-${id}`;
  const row = (id: string, label: string, controls: ReactNode, hidden = false) => (
    <li key={id} className="flex items-center justify-between gap-2 py-2">
      <span id={labelId(id)} className={`min-w-0 flex-1 ${hidden ? 'text-muted line-through' : 'font-medium'}`}>
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
        {row('hero', SECTION_LABELS.hero, action?.('hero', labelId('hero')))}
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
              {hidden ? null : action?.(id, labelId(id))}
            </>,
            hidden,
          );
        })}
        {row('contact', SECTION_LABELS.contact, null)}
      </ul>
    </section>
  );
}
