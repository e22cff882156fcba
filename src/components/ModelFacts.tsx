import type { ReactNode } from 'react';
import { formatAdded, formatContext, formatPricing, type CatalogueModel } from '../domain/model-catalogue';
import { Badge } from './Badge';

/** A model's name, provider and FREE/PAID badge, the head of every model card (Model Database and admin review). */
export function ModelHeading({ model, headingId, extra }: { model: CatalogueModel; headingId: string; extra?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-bold break-words">
          {model.name}
        </h2>
        <p className="text-sm text-muted">{model.provider}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={model.type === 'free' ? 'success' : 'accent'}>{model.type === 'free' ? 'FREE' : 'PAID'}</Badge>
        {extra}
      </div>
    </div>
  );
}

/** Pricing per 1K tokens, context, speed and the month added: only what is known. */
export function ModelFacts({ model }: { model: CatalogueModel }) {
  const facts = [
    ['Pricing', formatPricing(model)],
    ['Context', formatContext(model.context_tokens)],
    ['Speed', model.speed],
    ['Added', formatAdded(model.released_on)],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <dl className="mt-4 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className={term === 'Pricing' ? 'col-span-3' : ''}>
          <dt className="text-xs text-muted">{term}</dt>
          <dd className="font-medium first-letter:uppercase">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
