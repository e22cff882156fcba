import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeQuota, dailyLimit, releaseQuota } from '../../netlify/lib/quotas.ts';
import { HttpError } from '../../netlify/lib/http.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([]);
});
afterAll(() => stack?.stop());

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
      await consumeQuota(user.id, 'website', 'free');
      const error = await rejection(consumeQuota(user.id, 'website', 'free'));
      expect(error.status).toBe(429);
      expect(error.detail).toMatch(/^You have used all 2 website generations for today\. Your quota resets at 00:00 UTC \(in \d+ (h \d+ )?min\)\.$/);
      expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
      await releaseQuota(user.id, 'website');
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
      body: JSON.stringify({ p_user_id: owner.id, p_kind: 'chat', p_amount: 1 }),
    });
    expect(rpc.status).toBe(403);
  });
});
