import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consumeQuota, dailyLimit, maxRefundsPerDay, releaseQuota } from '../../netlify/lib/quotas.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { HttpError } from '../../netlify/lib/http.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([]);
});
afterAll(() => stack?.stop());
// counts of one day's quota: never across midnight
beforeEach(clearOfMidnight, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('daily quotas', () => {
  it('defaults to the architecture figures, paid users ten times that, env overrides', () => {
    expect(dailyLimit('chat', 'free')).toBe(50);
    expect(dailyLimit('website', 'free')).toBe(10);
    expect(dailyLimit('website', 'paid')).toBe(100);
    process.env.QUOTA_FREE_SUPPORT = '3';
    try {
      expect(dailyLimit('support', 'free')).toBe(3);
      expect(dailyLimit('support', 'paid')).toBe(30);
    } finally {
      delete process.env.QUOTA_FREE_SUPPORT;
    }
  });

  it('allows up to the limit, then answers 429 with when it resets; a release gives one back', async () => {
    const user = await stack.createUser();
    process.env.QUOTA_FREE_WEBSITE = '2';
    try {
      await consumeQuota(user.id, 'website', 'free');
      const charge = await consumeQuota(user.id, 'website', 'free');
      const error = await rejection(consumeQuota(user.id, 'website', 'free'));
      expect(error.status).toBe(429);
      expect(error.detail).toMatch(
        /^You have used all 2 website generations for today\. Your quota resets at 00:00 UTC \(in \d+ (h \d+ )?min\)\.$/,
      );
      expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
      expect(await releaseQuota(charge)).toBe(true);
      await consumeQuota(user.id, 'website', 'free');
      // other kinds and other users are counted apart
      await consumeQuota(user.id, 'chat', 'free');
      const other = await stack.createUser();
      await consumeQuota(other.id, 'website', 'free');
    } finally {
      delete process.env.QUOTA_FREE_WEBSITE;
    }
  });

  it('never overshoots under concurrent requests', async () => {
    const user = await stack.createUser();
    process.env.QUOTA_FREE_CONTENT = '5';
    try {
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => consumeQuota(user.id, 'content', 'free')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    } finally {
      delete process.env.QUOTA_FREE_CONTENT;
    }
  });

  it('users can read only their own counters and cannot call the quota functions', async () => {
    const owner = await stack.createUser();
    const intruder = await stack.createUser();
    await consumeQuota(owner.id, 'chat', 'free');
    const ownerRead = await fetch(`${stack.supabase.url}/rest/v1/usage_counters?select=kind,used`, {
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${owner.accessToken}` },
    });
    expect(await ownerRead.json()).toEqual([{ kind: 'chat', used: 1 }]);
    const intruderRead = await fetch(`${stack.supabase.url}/rest/v1/usage_counters?select=kind,used&user_id=eq.${owner.id}`, {
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${intruder.accessToken}` },
    });
    expect(await intruderRead.json()).toEqual([]);
    const tamper = await fetch(`${stack.supabase.url}/rest/v1/usage_counters?user_id=eq.${owner.id}`, {
      method: 'PATCH',
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ used: 0 }),
    });
    expect(tamper.status).toBe(403);
    const rpc = await fetch(`${stack.supabase.url}/rest/v1/rpc/release_quota`, {
      method: 'POST',
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_user_id: owner.id, p_kind: 'chat', p_day: utcDay(0), p_amount: 1 }),
    });
    expect(rpc.status).toBe(403);
  });
});

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function counter(userId: string, kind: string, day: string) {
  const { data, error } = await createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey)
    .from('usage_counters')
    .select('used, refunded')
    .eq('user_id', userId)
    .eq('kind', kind)
    .eq('day', day)
    .maybeSingle();
  if (error) throw error;
  return data as { used: number; refunded: number } | null;
}

describe('quota refunds', () => {
  it('charges today (UTC) and says so', async () => {
    const user = await stack.createUser();
    const before = utcDay(0);
    const charge = await consumeQuota(user.id, 'chat', 'free');
    // the UTC day at the moment of charging: the one before or after it (a run may cross midnight)
    expect([before, utcDay(0)]).toContain(charge.day);
    expect(charge).toEqual({ userId: user.id, kind: 'chat', day: charge.day, amount: 1 });
  });

  it(`gives back at most ${maxRefundsPerDay()} units per user, kind and day`, async () => {
    const user = await stack.createUser();
    const charges = [];
    for (let i = 0; i < maxRefundsPerDay() + 1; i += 1) charges.push(await consumeQuota(user.id, 'chat', 'free'));
    const refunded = [];
    for (const charge of charges) refunded.push(await releaseQuota(charge));
    expect(refunded).toEqual([true, true, true, true, true, false]);
    expect(await counter(user.id, 'chat', charges[0]!.day)).toEqual({ used: 1, refunded: 5 });
    // the cap is per kind: a failed website still comes back
    expect(await releaseQuota(await consumeQuota(user.id, 'website', 'free'))).toBe(true);
  });

  it('never refunds more than was taken', async () => {
    const user = await stack.createUser();
    const charge = await consumeQuota(user.id, 'support', 'free');
    expect(await releaseQuota(charge)).toBe(true);
    expect(await releaseQuota(charge)).toBe(false);
    expect(await counter(user.id, 'support', charge.day)).toEqual({ used: 0, refunded: 1 });
  });

  it("refunds a unit taken yesterday to yesterday's counter (a request that ran past midnight UTC)", async () => {
    const user = await stack.createUser();
    const admin = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
    // "yesterday" and "today" are those of the charge (a run may cross midnight)
    const today = (await consumeQuota(user.id, 'chat', 'free')).day;
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const seeded = await admin.from('usage_counters').insert({ user_id: user.id, kind: 'chat', day: yesterday, used: 3 });
    expect(seeded.error).toBeNull();

    const { data, error } = await admin.rpc('release_quota', { p_user_id: user.id, p_kind: 'chat', p_day: yesterday });
    expect(error).toBeNull();
    expect(data).toBe(true);
    expect(await counter(user.id, 'chat', yesterday)).toEqual({ used: 2, refunded: 1 });
    expect(await counter(user.id, 'chat', today)).toEqual({ used: 1, refunded: 0 });

    expect(await releaseQuota({ userId: user.id, kind: 'chat', day: yesterday, amount: 1 })).toBe(true);
    expect(await counter(user.id, 'chat', yesterday)).toEqual({ used: 1, refunded: 2 });
    expect(await counter(user.id, 'chat', today)).toEqual({ used: 1, refunded: 0 });
  });
});
