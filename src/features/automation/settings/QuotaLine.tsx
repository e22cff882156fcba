import { Gauge } from 'lucide-react';
import { Link } from 'wouter';
import { offersUpgrade, quotaLine } from '../../../domain/automation/quota';
import { PRO_QUOTA_MULTIPLIER } from '../../../domain/plans';
import { useAuth } from '../../../lib/auth-context';
import { useAutomationQuota } from '../api/get-quota';

/** Beside Generate: what is left of today's generations, and the way to more before they run out. */
export function QuotaLine() {
  const { user } = useAuth();
  const { data: quota } = useAutomationQuota(user?.id);
  if (!quota) return null;
  const out = quota.writer === 'platform' && quota.remaining === 0;
  return (
    <p
      data-testid="automation-quota"
      aria-live="polite"
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${out ? 'text-danger' : 'text-muted'}`}
    >
      <Gauge aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        {quotaLine(quota)}
        {quota.writer === 'platform' ? ' (resets at 00:00 UTC).' : ''}
      </span>
      {offersUpgrade(quota) ? (
        <Link href="/upgrade" className="font-semibold text-accent underline underline-offset-2">
          Upgrade for {quota.limit * PRO_QUOTA_MULTIPLIER} a day
        </Link>
      ) : null}
    </p>
  );
}
