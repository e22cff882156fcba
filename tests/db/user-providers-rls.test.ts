import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// user_providers (migration 20261123000100): the settings functions alone read and
// write it; no browser role can select a column of it, the sealed key above all,
// nor write a row, not even their own.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

beforeAll(async () => {
  alice = await signedInUser(local(), 'Alice');
  const { error } = await serviceClient(local()).from('user_providers').insert({
    user_id: alice.user.id,
    id: 'openai',
    kind: 'openai',
    name: 'OpenAI',
    provider: 'OpenAI',
    key_sealed: 'v1.iv.tag.body',
    key_last4: 'abcd',
  });
  expect(error).toBeNull();
});

describe('user_providers', () => {
  it('is unreadable by anon and by its own user, column by column', async () => {
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['authenticated', alice.client],
    ] as const) {
      for (const columns of ['*', 'key_sealed', 'key_last4', 'id']) {
        expectDenied(await client.from('user_providers').select(columns), `${role} select ${columns}`);
      }
    }
  });

  it('refuses every write from the browser roles', async () => {
    const row = { user_id: alice.user.id, id: 'groq', kind: 'groq', name: 'Groq', provider: 'Groq' };
    expectDenied(await alice.client.from('user_providers').insert(row), 'insert');
    expectDenied(await alice.client.from('user_providers').update({ enabled: false }).eq('id', 'openai'), 'update');
    expectDenied(await alice.client.from('user_providers').delete().eq('id', 'openai'), 'delete');
    expectDenied(await anonClient(local()).from('user_providers').insert(row), 'anon insert');
    const { rows } = await local().db.query<{ n: number }>('select count(*)::int as n from public.user_providers where user_id = $1', [
      alice.user.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps a sealed key and its last four together, and base URLs for custom providers only', async () => {
    const service = serviceClient(local());
    const base = { user_id: alice.user.id, name: 'X', provider: 'X' };
    expect(
      (await service.from('user_providers').insert({ ...base, id: 'mistral', kind: 'mistral', key_sealed: 'v1.a.b.c' })).error?.code,
    ).toBe('23514');
    expect(
      (await service.from('user_providers').insert({ ...base, id: 'cohere', kind: 'cohere', base_url: 'https://example.com/v1' })).error
        ?.code,
    ).toBe('23514');
    expect((await service.from('user_providers').insert({ ...base, id: 'Bad Id', kind: 'custom' })).error?.code).toBe('23514');
    expect(
      (
        await service
          .from('user_providers')
          .insert({ ...base, id: 'my-router', kind: 'custom', base_url: 'https://openrouter.ai/api/v1', model: 'meta/llama' })
      ).error,
    ).toBeNull();
  });
});
