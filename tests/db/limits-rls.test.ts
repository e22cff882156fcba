import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// The limiter's tables and functions (migration 20261122000000) belong to the
// functions' service role: the browser's roles can neither see nor change the
// counters, nor call the functions to reset or fill someone's limits.

const local = useLocalSupabase();
let roles: [string, SupabaseClient][];
let aliceId = '';

beforeAll(async () => {
  const alice = await signedInUser(local(), 'Alice');
  aliceId = alice.user.id;
  roles = [
    ['anon', anonClient(local())],
    ['authenticated', alice.client],
  ];
  const service = serviceClient(local());
  expect((await service.rpc('rate_limit_hit', { p_key: 'ai:user:someone', p_limit: 5, p_window_seconds: 60 })).error).toBeNull();
  expect((await service.rpc('acquire_inflight', { p_key: 'ai:user:someone', p_max: 2, p_ttl_seconds: 60 })).error).toBeNull();
});

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

describe('rate_limits and inflight_leases', () => {
  it('cannot be read by anon or authenticated', async () => {
    for (const [role, client] of roles) {
      for (const table of ['rate_limits', 'inflight_leases']) expectDenied(await client.from(table).select('*'), `${role} select ${table}`);
    }
  });

  it('cannot be written by anon or authenticated', async () => {
    for (const [role, client] of roles) {
      expectDenied(
        await client.from('rate_limits').insert({ key: 'x', window_start: new Date().toISOString(), hits: 0 }),
        `${role} insert`,
      );
      expectDenied(await client.from('rate_limits').update({ hits: 0 }).eq('key', 'ai:user:someone'), `${role} update`);
      expectDenied(await client.from('rate_limits').delete().eq('key', 'ai:user:someone'), `${role} delete`);
      expectDenied(await client.from('inflight_leases').delete().eq('key', 'ai:user:someone'), `${role} delete leases`);
    }
    const { rows } = await local().db.query<{ hits: number }>("select hits from public.rate_limits where key = 'ai:user:someone'");
    expect(rows).toEqual([{ hits: 1 }]);
    const leases = await local().db.query("select 1 from public.inflight_leases where key = 'ai:user:someone'");
    expect(leases.rows).toHaveLength(1);
  });

  it('have RLS on, with a policy for the service role only', async () => {
    const { rows } = await local().db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relname in ('rate_limits', 'inflight_leases') order by relname",
    );
    expect(rows).toEqual([
      { relname: 'inflight_leases', relrowsecurity: true },
      { relname: 'rate_limits', relrowsecurity: true },
    ]);
    const policies = await local().db.query<{ tablename: string; roles: string }>(
      "select tablename, roles::text as roles from pg_policies where tablename in ('rate_limits', 'inflight_leases') order by tablename",
    );
    expect(policies.rows).toEqual([
      { tablename: 'inflight_leases', roles: '{service_role}' },
      { tablename: 'rate_limits', roles: '{service_role}' },
    ]);
  });
});

describe('limiter and quota functions', () => {
  const calls = (): [string, Record<string, unknown>][] => [
    ['rate_limit_hit', { p_key: 'ai:user:someone', p_limit: 1000, p_window_seconds: 60 }],
    ['acquire_inflight', { p_key: 'ai:user:someone', p_max: 1000, p_ttl_seconds: 60 }],
    ['release_inflight', { p_lease: '00000000-0000-4000-8000-000000000000' }],
    ['consume_quota', { p_user_id: aliceId, p_kind: 'chat', p_limit: 1000 }],
    ['release_quota', { p_user_id: aliceId, p_kind: 'chat', p_day: '2026-11-22' }],
    ['return_overcharge', { p_user_id: aliceId, p_kind: 'chat', p_day: '2026-11-22' }],
    ['chat_admission', { p_user_id: aliceId, p_rate_key: 'ai:user:someone', p_rate_limit: 1000, p_session_id: 's', p_turns: 10 }],
  ];

  it('cannot be executed by anon or authenticated', async () => {
    for (const [role, client] of roles) {
      for (const [fn, args] of calls()) expectDenied(await client.rpc(fn, args), `${role} ${fn}`);
    }
  });

  it('can be executed by the service role (control)', async () => {
    const service = serviceClient(local());
    for (const [fn, args] of calls()) expect((await service.rpc(fn, args)).error, fn).toBeNull();
  });
});
