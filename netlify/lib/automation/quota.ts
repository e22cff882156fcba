// What the automation page shows beside Generate: today's content allowance as the quota
// (quotas.ts, consume_quota) counts it, and who the next piece's writer is.
import type { AutomationQuota } from '#domain/automation/quota.ts';
import { serviceClient } from '../db.ts';
import { loadProfile } from '../profile.ts';
import { dailyLimit } from '../quotas.ts';
import { loadUserChatKeys } from '../settings/providers.ts';
import { automationTarget } from './run.ts';

/** The UTC day consume_quota counts in, and the moment the next one starts. */
function utcDay(now: Date): { day: string; resetsAt: string } {
  const day = now.toISOString().slice(0, 10);
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { day, resetsAt: next.toISOString() };
}

export async function automationQuota(userId: string, now = new Date()): Promise<AutomationQuota> {
  const { day, resetsAt } = utcDay(now);
  const [profile, keys, counter] = await Promise.all([
    loadProfile(userId),
    loadUserChatKeys(userId),
    serviceClient().from('usage_counters').select('used').eq('user_id', userId).eq('kind', 'content').eq('day', day).maybeSingle(),
  ]);
  if (counter.error) throw new Error(`quota read failed: ${counter.error.code ?? ''} ${counter.error.message}`);
  const tier = profile.subscription_status === 'paid' ? 'paid' : 'free';
  const limit = dailyLimit('content', tier);
  const used = counter.data?.used ?? 0;
  const source = automationTarget(keys).keySource;
  return {
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resets_at: resetsAt,
    writer: source === 'user' ? 'user' : source === 'demo' ? 'demo' : 'platform',
    tier,
  };
}
