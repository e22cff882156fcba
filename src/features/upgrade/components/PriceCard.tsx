import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { DISCOUNT_LABEL, formatUsd, LAUNCH_PRICE, ORIGINAL_PRICE, savingsUsd, SPOTS_AT_THIS_PRICE } from '../../../domain/pricing';

/** The lifetime price: launch price, the struck original, the saving, and whatever the page adds below. */
export function PriceCard({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="price-title" className="bg-accent-gradient rounded-3xl p-px shadow-xl shadow-fuchsia-900/10">
      <div className="h-full rounded-[calc(1.5rem-1px)] bg-surface p-6 sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <h2 id="price-title" className="flex items-center gap-2 text-xl font-bold">
            <Crown aria-hidden="true" className="size-5 text-accent" />
            Lifetime PRO
          </h2>
          <Badge tone="pro">{DISCOUNT_LABEL}</Badge>
        </div>
        <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-5xl font-extrabold tracking-tight">{formatUsd(LAUNCH_PRICE)}</span>
          <s className="text-lg text-muted">
            <span className="sr-only">Regular price </span>
            {formatUsd(ORIGINAL_PRICE)}
          </s>
        </p>
        <p className="mt-2 inline-block rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">Save ${savingsUsd()}</p>
        <p className="mt-4 text-sm text-muted">No monthly fees. Pay once, own forever.</p>
        <p className="mt-1 text-sm font-semibold text-warn">Only {SPOTS_AT_THIS_PRICE} spots available at this price!</p>
        {children}
      </div>
    </section>
  );
}
