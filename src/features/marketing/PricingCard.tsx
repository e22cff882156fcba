import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { CheckList } from '../../components/CheckList';
import { LifetimePriceCard } from '../../components/LifetimePriceCard';
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
      <LifetimePriceCard title="Lifetime Access" titleLevel="h3" priceNote="one-time" className="mx-auto mt-10 max-w-md">
        <CheckList items={LIFETIME_BENEFITS} className="mt-6" />
        <ButtonLink to="/chat" variant="gradient" size="lg" className="mt-8 w-full">
          Try It Now
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </LifetimePriceCard>
    </section>
  );
}
