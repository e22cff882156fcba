import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// user_failure_hooks (migration 20261126001200): only the functions read and write
// it, as they do connectors' hooks. No browser role selects a column of it (the
// sealed address above all), not even its owner, and none writes a row.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

const hooksOf = async (userId: string) =>
  (await local().db.query<{ summary: string }>('select summary from public.user_failure_hooks where user_id = $1', [userId])).rows;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
  const { error } = await serviceClient(local())
    .from('user_failure_hooks')
    .insert({ user_id: alice.user.id, hook_sealed: 'v1.iv.tag.body', summary: 'hooks.slack.com/…/ab12' });
  expect(error).toBeNull();
});

describe('user_failure_hooks', () => {
  it('is unreadable by anon, by another user and by its own user, column by column', async () => {
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['owner', alice.client],
      ['another user', bob.client],
    ] as const) {
      for (const columns of ['*', 'hook_sealed', 'summary', 'user_id']) {
        expectDenied(await client.from('user_failure_hooks').select(columns), `${role} select ${columns}`);
      }
    }
  });

  it('refuses every write from the browser roles: none sets, moves or removes a hook', async () => {
    const row = { user_id: alice.user.id, hook_sealed: 'v1.x.y.z', summary: 'evil.example/…/0000' };
    expectDenied(await bob.client.from('user_failure_hooks').insert(row), 'insert in another name');
    expectDenied(await bob.client.from('user_failure_hooks').insert({ ...row, user_id: bob.user.id }), 'insert own');
    expectDenied(await bob.client.from('user_failure_hooks').update({ hook_sealed: 'v1.x.y.z' }).eq('user_id', alice.user.id), 'update');
    expectDenied(await alice.client.from('user_failure_hooks').delete().eq('user_id', alice.user.id), 'delete');
    expectDenied(await anonClient(local()).from('user_failure_hooks').insert(row), 'anon insert');
    expect(await hooksOf(alice.user.id)).toEqual([{ summary: 'hooks.slack.com/…/ab12' }]);
    expect(await hooksOf(bob.user.id)).toEqual([]);
  });
});
