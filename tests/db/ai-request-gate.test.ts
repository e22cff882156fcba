import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// ai_request_gate (migration 20261125000100): the rate, the in-flight lease and the
// daily quota of an AI request in one call, with the tier read from profiles. A
// refused request costs nothing past its rate hit, and only the service role may call it.

const local = useLocalSupabase();
let service: SupabaseClient;
beforeAll(() => {
  service = serviceClient(local());
});

interface GateRow {
  refused: string | null;
  retry_after_seconds: number | null;
  tier: string | null;
  lease: string | null;
  quota_limit: number | null;
  quota_day: string | null;
  resets_at: string | null;
}

async function newUser(paid = false): Promise<string> {
  const { user } = await signedInUser(local());
  if (paid) expect((await service.from('profiles').update({ subscription_status: 'paid' }).eq('id', user.id)).error).toBeNull();
  return user.id;
}

/** One gate call for `userId`: rate 100/min, 2 leases, 5 chat questions a day (50 paid), charged, unless overridden. */
async function gate(userId: string, overrides: Record<string, unknown> = {}): Promise<GateRow> {
  const { data, error } = await service.rpc('ai_request_gate', {
    p_user_id: userId,
    p_rate_key: `ai:user:${userId}`,
    p_rate_limit: 100,
    p_lease_key: `ai:user:${userId}`,
    p_lease_max: 2,
    p_lease_ttl_seconds: 60,
    p_quota_kind: 'chat',
    p_quota_free_limit: 5,
    p_quota_paid_limit: 50,
    p_charge_free: true,
    p_charge_paid: true,
    ...overrides,
  });
  expect(error).toBeNull();
  return (data as GateRow[])[0]!;
}

const leases = async (userId: string) =>
  (await local().db.query<{ n: number }>('select count(*)::int as n from public.inflight_leases where key = $1', [`ai:user:${userId}`]))
    .rows[0]!.n;
const used = async (userId: string) =>
  (await local().db.query<{ used: number }>("select used from public.usage_counters where user_id = $1 and kind = 'chat'", [userId]))
    .rows[0]?.used ?? 0;
const hits = async (userId: string) =>
  (await local().db.query<{ hits: number }>('select hits from public.rate_limits where key = $1', [`ai:user:${userId}`])).rows[0]?.hits ??
  0;

describe('ai_request_gate', () => {
  it('lets a request through with its tier, a lease and the charged day', async () => {
    const userId = await newUser();
    const row = await gate(userId);
    expect(row).toMatchObject({
      refused: null,
      tier: 'free',
      lease: expect.any(String),
      quota_limit: 5,
      quota_day: new Date().toISOString().slice(0, 10),
    });
    expect(new Date(row.resets_at!).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect([await hits(userId), await leases(userId), await used(userId)]).toEqual([1, 1, 1]);
  });

  it('a rate refusal takes no lease and no quota, and says when to retry', async () => {
    const userId = await newUser();
    await gate(userId, { p_rate_limit: 1 });
    const refused = await gate(userId, { p_rate_limit: 1 });
    expect(refused).toMatchObject({ refused: 'rate', lease: null });
    expect(refused.retry_after_seconds).toBeGreaterThanOrEqual(1);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(60);
    expect([await hits(userId), await leases(userId), await used(userId)]).toEqual([2, 1, 1]);
  });

  it('an in-flight refusal takes no quota', async () => {
    const userId = await newUser();
    await gate(userId, { p_lease_max: 1 });
    expect(await gate(userId, { p_lease_max: 1 })).toMatchObject({ refused: 'inflight', tier: 'free', lease: null });
    expect([await leases(userId), await used(userId)]).toEqual([1, 1]);
  });

  it('a quota refusal holds no lease, and names the limit and the reset', async () => {
    const userId = await newUser();
    await gate(userId, { p_quota_free_limit: 1 });
    const refused = await gate(userId, { p_quota_free_limit: 1 });
    expect(refused).toMatchObject({ refused: 'quota', lease: null, quota_limit: 1 });
    expect(new Date(refused.resets_at!).getTime()).toBeGreaterThan(Date.now());
    expect([await leases(userId), await used(userId)]).toEqual([1, 1]);
  });

  it("decides the limit from the caller's tier in profiles: paid users get theirs", async () => {
    const userId = await newUser(true);
    for (let i = 0; i < 3; i += 1)
      expect((await gate(userId, { p_quota_free_limit: 1, p_quota_paid_limit: 3, p_lease_key: null })).refused).toBeNull();
    expect(await gate(userId, { p_quota_free_limit: 1, p_quota_paid_limit: 3, p_lease_key: null })).toMatchObject({
      refused: 'quota',
      tier: 'paid',
      quota_limit: 3,
    });
  });

  it('charges only the tiers it is told to: the user pays with their own keys', async () => {
    const free = await newUser();
    const row = await gate(free, { p_quota_free_limit: 0, p_charge_free: false });
    expect(row).toMatchObject({ refused: null, tier: 'free', lease: expect.any(String), quota_day: null });
    expect(await used(free)).toBe(0);
    const paid = await newUser(true);
    expect((await gate(paid, { p_charge_free: false })).quota_day).not.toBeNull();
    expect(await used(paid)).toBe(1);
  });

  it('without a lease key or a quota kind, counts only the rate', async () => {
    const userId = await newUser();
    expect(await gate(userId, { p_lease_key: null, p_quota_kind: null })).toMatchObject({ refused: null, lease: null, quota_day: null });
    expect([await hits(userId), await leases(userId), await used(userId)]).toEqual([1, 0, 0]);
  });

  it('refuses a caller with no profile before any lease or quota', async () => {
    const nobody = randomUUID();
    expect(await gate(nobody)).toMatchObject({ refused: 'profile', lease: null });
    expect([await hits(nobody), await leases(nobody), await used(nobody)]).toEqual([1, 0, 0]);
  });

  it('never lets parallel calls past the in-flight cap or the quota', async () => {
    const byLease = await newUser();
    const leased = await Promise.all(Array.from({ length: 12 }, () => gate(byLease, { p_lease_max: 3, p_quota_free_limit: 100 })));
    expect(leased.filter((row) => row.refused === null)).toHaveLength(3);
    expect(leased.filter((row) => row.refused === 'inflight')).toHaveLength(9);
    expect([await leases(byLease), await used(byLease)]).toEqual([3, 3]);

    const byQuota = await newUser();
    const charged = await Promise.all(Array.from({ length: 12 }, () => gate(byQuota, { p_lease_max: 100, p_quota_free_limit: 4 })));
    expect(charged.filter((row) => row.refused === null)).toHaveLength(4);
    expect(charged.filter((row) => row.refused === 'quota')).toHaveLength(8);
    expect([await leases(byQuota), await used(byQuota)]).toEqual([4, 4]);
  });

  it('cannot be executed by anon or authenticated; the service role can (control)', async () => {
    const alice = await signedInUser(local(), 'Alice');
    const args = {
      p_user_id: alice.user.id,
      p_rate_key: `ai:user:${alice.user.id}`,
      p_rate_limit: 1000,
      p_quota_kind: 'chat',
      p_quota_free_limit: 1000,
      p_charge_free: true,
    };
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['authenticated', alice.client],
    ] as const) {
      const result = await client.rpc('ai_request_gate', args);
      expect(result.error?.code, role).toBe('42501');
      expect([401, 403], role).toContain(result.status);
    }
    expect(await used(alice.user.id)).toBe(0);
    expect((await service.rpc('ai_request_gate', args)).error).toBeNull();
    expect(await used(alice.user.id)).toBe(1);
  });
});

// user_chat_settings and chat_context: what an AI request
// reads before its models are asked, one round trip each, service role only.
describe('user_chat_settings and chat_context', () => {
  it('read the settings and the last turns of the branch on screen, oldest first, or of the branch a given turn ends', async () => {
    const userId = await newUser();
    expect(
      (
        await service
          .from('user_providers')
          .insert({ user_id: userId, id: 'openai', kind: 'openai', name: 'GPT-4', provider: 'OpenAI', enabled: false, position: 0 })
      ).error,
    ).toBeNull();
    for (const question of ['one', 'two', 'three']) {
      expect(
        (await service.rpc('record_chat_turn', { p_user_id: userId, p_session_id: 's1', p_question: question, p_responses: [] })).error,
      ).toBeNull();
    }
    const { data, error } = await service.rpc('chat_context', { p_user_id: userId, p_session_id: 's1', p_turns: 2 });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      settings: { providers: [{ id: 'openai', enabled: false, key_sealed: null }], added: [] },
      turns: [{ question: 'two' }, { question: 'three' }],
    });
    const { rows } = await local().db.query<{ id: string }>("select id from public.chat_turns where user_id = $1 and question = 'two'", [
      userId,
    ]);
    const before = await service.rpc('chat_context', { p_user_id: userId, p_session_id: 's1', p_turns: 10, p_parent_id: rows[0]!.id });
    expect(before.data).toMatchObject({ parent_id: rows[0]!.id });
    expect((before.data as { turns: { question: string }[] }).turns.map((turn) => turn.question)).toEqual(['one', 'two']);
    const root = await service.rpc('chat_context', { p_user_id: userId, p_session_id: 's1', p_turns: 10, p_root: true });
    expect(root.data).toMatchObject({ parent_id: null, turns: [] });
  });

  it('cannot be executed by anon or authenticated', async () => {
    const alice = await signedInUser(local(), 'Alice');
    const calls: [string, Record<string, unknown>][] = [
      ['user_chat_settings', { p_user_id: alice.user.id }],
      ['chat_context', { p_user_id: alice.user.id, p_session_id: 's1', p_turns: 10 }],
    ];
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['authenticated', alice.client],
    ] as const) {
      for (const [fn, args] of calls) expect((await client.rpc(fn, args)).error?.code, `${role} ${fn}`).toBe('42501');
    }
  });
});
