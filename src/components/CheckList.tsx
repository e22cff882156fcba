import { Check } from 'lucide-react';
import { Badge } from './Badge';

/** A line of a check list; `soon` marks something announced but not built yet. */
export type CheckListItem = string | { text: string; soon?: boolean };

/** A list whose every item starts with a green check mark (features, benefits). */
export function CheckList({ items, className = '' }: { items: readonly CheckListItem[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => {
        const { text, soon } = typeof item === 'string' ? { text: item, soon: false } : item;
        return (
          <li key={text} className="flex gap-3 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              {text}
              {soon ? (
                <Badge tone="neutral" className="ml-2 align-middle">
                  Soon
                </Badge>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
