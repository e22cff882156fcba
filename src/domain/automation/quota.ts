// GET /api/ai/automation/quota: how many content generations are left today, and
// whether the next one counts at all (the user's own key or the offline demo writer
// cost the platform nothing, so they take none of the allowance).
import * as v from 'valibot';
import { countOf } from '../plural';

export const AutomationQuotaSchema = v.object({
  limit: v.number(),
  used: v.number(),
  remaining: v.number(),
  /** When today's allowance starts again (00:00 UTC), ISO. */
  resets_at: v.string(),
  /** Who writes the next piece: the site's model (it counts), the user's own key or the demo writer (they do not). */
  writer: v.picklist(['platform', 'user', 'demo'] as const),
  tier: v.picklist(['free', 'paid'] as const),
});
export type AutomationQuota = v.InferOutput<typeof AutomationQuotaSchema>;

/** At or under this share of the allowance left, free users are offered the upgrade. */
export const LOW_QUOTA_SHARE = 0.2;

/** "3 of 20 generations left today", or why generating does not count. */
export function quotaLine(quota: AutomationQuota): string {
  if (quota.writer === 'demo') return `Demo writer: generating here does not count against your ${quota.limit} generations a day.`;
  if (quota.writer === 'user') return 'Your own API key writes: generating does not count against your daily limit.';
  return `${quota.remaining} of ${countOf(quota.limit, 'generation')} left today`;
}

/** A free user who is running out (or has run out) is shown the way to more. */
export const offersUpgrade = (quota: AutomationQuota) =>
  quota.tier === 'free' && quota.writer === 'platform' && quota.remaining <= Math.floor(quota.limit * LOW_QUOTA_SHARE);
