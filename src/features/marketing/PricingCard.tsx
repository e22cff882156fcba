import { ArrowRight, BadgeCheck } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { LifetimePriceCard } from '../../components/LifetimePriceCard';
import { PlanFeatureList } from '../../components/PlanFeatureList';
import { useAuth } from '../../lib/auth-context';
import { PRO_PLAN } from '../../domain/plans';

export function PricingCard() {
  // A PRO member is not pitched what they already own.
  const { isPaid } = useAuth();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
          Simple, one-time pricing
        </h2>
        <p className="mt-3 text-muted">Start free. Pay once when you want everything.</p>
      </div>
      <LifetimePriceCard title="Lifetime Access" titleLevel="h3" priceNote="one-time" className="mx-auto mt-10 max-w-md">
        <PlanFeatureList features={PRO_PLAN} label="What PRO includes" className="mt-6" />
        {isPaid ? (
          <>
            <p className="mt-8 flex items-center justify-center gap-2 rounded-lg bg-success-soft px-4 py-3 font-semibold text-success">
              <BadgeCheck aria-hidden="true" className="size-5" />
              You own Lifetime Access
            </p>
            <ButtonLink to="/upgrade" variant="secondary" size="lg" className="mt-3 w-full">
              View your purchase
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/chat" variant="gradient" size="lg" className="mt-8 w-full">
            Try It Now
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        )}
      </LifetimePriceCard>
    </section>
  );
}
