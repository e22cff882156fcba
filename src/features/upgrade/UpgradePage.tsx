// /upgrade: signed out, a price and a way to sign in; PRO, a thank-you and the
// receipt; everyone else, the offer and PayPal's buttons.
import { Crown, LockKeyhole, LogIn, Zap } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { PageSpinner, Spinner } from '../../components/Spinner';
import { useAuth } from '../../lib/auth-context';
import { AlreadyPro } from './components/AlreadyPro';
import { PlanFeatureList } from '../../components/PlanFeatureList';
import { PRO_HIGHLIGHTS, PRO_PLAN } from '../../domain/plans';
import { PriceCard } from './components/PriceCard';

const PayPalCheckout = lazy(() => import('./components/PayPalCheckout').then((m) => ({ default: m.PayPalCheckout })));

export const NOT_CONFIGURED = 'PayPal integration is being configured. Please check back soon!';

function Heading() {
  return (
    <header className="text-center">
      <h1 className="flex items-center justify-center gap-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
        <Crown aria-hidden="true" className="size-9 text-accent" />
        <span>
          Upgrade to <span className="text-gradient">PRO</span>
        </span>
      </h1>
      <p className="mt-3 text-lg text-muted">One-time payment, lifetime access</p>
    </header>
  );
}

function AllFeatures() {
  return (
    <section aria-labelledby="all-features">
      <h2 id="all-features" className="text-center text-2xl font-bold tracking-tight">
        Everything in PRO
      </h2>
      <Card className="mx-auto mt-6 max-w-3xl">
        <PlanFeatureList features={PRO_PLAN} label="Everything in PRO" className="sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid" />
      </Card>
    </section>
  );
}

function SignedOut() {
  return (
    <div className="space-y-12">
      <Heading />
      <div className="mx-auto max-w-md">
        <PriceCard>
          <p className="mt-6 text-sm text-muted">Sign in or create a free account to buy lifetime PRO.</p>
          <ButtonLink to="/auth" variant="gradient" size="lg" className="mt-4 w-full">
            <LogIn aria-hidden="true" className="size-5" />
            Sign In / Sign Up
          </ButtonLink>
        </PriceCard>
      </div>
      <AllFeatures />
    </div>
  );
}

/** The buttons, or why there are none: checked at build time (VITE_PAYPAL_CLIENT_ID). */
export function Checkout({ userId, clientId }: { userId: string; clientId: string | undefined }) {
  if (!clientId) return <p className="rounded-xl border border-line bg-subtle p-4 text-center text-sm">{NOT_CONFIGURED}</p>;
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          className="flex min-h-[150px] items-center justify-center rounded-xl border border-dashed border-line bg-subtle"
        >
          <Spinner label="Loading PayPal…" />
        </div>
      }
    >
      <PayPalCheckout clientId={clientId} userId={userId} />
    </Suspense>
  );
}

function Offer({ userId }: { userId: string }) {
  return (
    <div className="space-y-12">
      <Heading />
      <p className="bg-accent-gradient mx-auto max-w-3xl rounded-2xl px-4 py-3 text-center font-bold text-white shadow-lg">
        Limited Time Launch Special - 75% OFF!
      </p>
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-2">
        <PriceCard>
          <PlanFeatureList features={PRO_HIGHLIGHTS} label="PRO highlights" className="mt-6" />
        </PriceCard>
        <Card>
          <h2 className="text-xl font-bold">Complete Your Purchase</h2>
          <div className="mt-6">
            <Checkout userId={userId} clientId={import.meta.env.VITE_PAYPAL_CLIENT_ID?.trim()} />
          </div>
          <ul className="mt-6 grid gap-2 text-sm text-muted sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <LockKeyhole aria-hidden="true" className="size-4 text-success" />
              Secure payment via PayPal
            </li>
            <li className="flex items-center gap-2">
              <Zap aria-hidden="true" className="size-4 text-success" />
              Instant activation
            </li>
          </ul>
        </Card>
      </div>
      <AllFeatures />
    </div>
  );
}

export function UpgradePage() {
  const { loading, user, isPaid } = useAuth();
  return (
    <Page title="Upgrade to PRO">
      {loading ? (
        <PageSpinner label="Loading your plan…" />
      ) : !user ? (
        <SignedOut />
      ) : isPaid ? (
        <AlreadyPro userId={user.id} />
      ) : (
        <Offer userId={user.id} />
      )}
    </Page>
  );
}
