import { ArrowRight, Check, Crown } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { DISCOUNT_LABEL, formatUsd, LAUNCH_PRICE, ORIGINAL_PRICE } from '../../domain/pricing';
import { LIFETIME_BENEFITS } from './home-content';

export function PricingCard() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
          Simple, one-time pricing
        </h2>
        <p className="mt-3 text-muted">Start free. Pay once when you want everything.</p>
      </div>
      <div className="bg-accent-gradient mx-auto mt-10 max-w-md rounded-3xl p-px shadow-xl shadow-fuchsia-900/10">
        <div className="rounded-[calc(1.5rem-1px)] bg-surface p-6 sm:p-8">
          <div className="flex items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Crown aria-hidden="true" className="size-5 text-accent" />
              Lifetime Access
            </h3>
            <Badge tone="pro">{DISCOUNT_LABEL}</Badge>
          </div>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-5xl font-extrabold tracking-tight">{formatUsd(LAUNCH_PRICE)}</span>
            <span className="text-muted">one-time</span>
            <s className="text-lg text-muted">
              <span className="sr-only">Regular price </span>
              {formatUsd(ORIGINAL_PRICE)}
            </s>
          </p>
          <ul className="mt-6 space-y-3">
            {LIFETIME_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to="/chat" variant="gradient" size="lg" className="mt-8 w-full">
            Try It Now
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
