import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { useReviewCounts } from '../../lib/review-count';

/** The automation page's notice of failed deliveries: each is listed, with its retry, on the To review page. */
export function FailedDeliveriesNotice({ userId }: { userId: string }) {
  const failed = useReviewCounts(userId).data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <p role="status" className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
      <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
      {failed === 1 ? 'A run could not deliver to every channel.' : `${failed} runs could not deliver to every channel.`}
      <Link href="/automation/review#failed-heading" className="font-semibold text-accent underline underline-offset-2">
        See failed deliveries
      </Link>
    </p>
  );
}
