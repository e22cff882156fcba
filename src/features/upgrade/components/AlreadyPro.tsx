import { Crown, ReceiptText } from 'lucide-react';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { formatUsd } from '../../../domain/pricing';
import { usePurchase } from '../api/get-purchase';
import { PlanFeatureList } from '../../../components/PlanFeatureList';
import { PRO_PLAN } from '../../../domain/plans';

const purchaseDate = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

function Receipt({ userId }: { userId: string }) {
  const { data: purchase, error, isLoading } = usePurchase(userId);
  if (isLoading) return <Spinner label="Loading your receipt…" />;
  if (error) return <p className="text-sm text-muted">Your receipt could not be loaded right now. Your PRO access is not affected.</p>;
  // PRO granted by the team: there is no payment to show.
  if (!purchase) return null;
  return (
    <dl className="grid gap-3 rounded-xl border border-line bg-subtle p-4 text-left text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted">Purchased on</dt>
        <dd className="font-semibold">{purchaseDate(purchase.capturedAt)}</dd>
      </div>
      <div>
        <dt className="text-muted">Amount</dt>
        <dd className="font-semibold">
          {formatUsd(purchase.amount)} {purchase.currency}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">PayPal transaction ID</dt>
        <dd className="font-mono font-semibold break-all">{purchase.captureId}</dd>
      </div>
    </dl>
  );
}

export function AlreadyPro({ userId }: { userId: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8 text-center">
      <header>
        <span className="bg-accent-gradient mx-auto flex size-16 items-center justify-center rounded-2xl text-white shadow-lg">
          <Crown aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight">You're Already PRO!</h1>
        <p className="mt-3 text-lg text-muted">Enjoy all premium features</p>
      </header>
      <section aria-labelledby="receipt-title" className="space-y-3">
        <h2 id="receipt-title" className="flex items-center justify-center gap-2 text-sm font-semibold text-muted">
          <ReceiptText aria-hidden="true" className="size-4" />
          Your lifetime access
        </h2>
        <Receipt userId={userId} />
      </section>
      <Card className="text-left">
        <h2 className="text-lg font-bold">Everything you have</h2>
        <PlanFeatureList features={PRO_PLAN} label="Everything you have" className="mt-4" />
      </Card>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/chat" variant="gradient">
          Open Multi-AI Chat
        </ButtonLink>
        <ButtonLink to="/website-generator" variant="secondary">
          Generate a Website
        </ButtonLink>
      </div>
    </div>
  );
}
