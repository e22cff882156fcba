import { Crown } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';

export function UpgradePage() {
  return (
    <ComingSoon
      icon={Crown}
      title="Upgrade to PRO"
      description={`Lifetime access to every premium feature for a one-time ${formatUsd(LAUNCH_PRICE)}. Secure checkout opens here soon.`}
    />
  );
}
