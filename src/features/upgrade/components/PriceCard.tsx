import type { ReactNode } from 'react';
import { LifetimePriceCard } from '../../../components/LifetimePriceCard';
import { savingsUsd, SPOTS_AT_THIS_PRICE } from '../../../domain/pricing';

/** The lifetime price with the saving and the launch notes, and whatever the page adds below. */
export function PriceCard({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="price-title">
      <LifetimePriceCard title="Lifetime PRO" titleId="price-title" className="h-full">
        <p className="mt-2 inline-block rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">Save ${savingsUsd()}</p>
        <p className="mt-4 text-sm text-muted">No monthly fees. Pay once, own forever.</p>
        <p className="mt-1 text-sm font-semibold text-warn">Only {SPOTS_AT_THIS_PRICE} spots available at this price!</p>
        {children}
      </LifetimePriceCard>
    </section>
  );
}
