import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// Deploy to Netlify (migration 20261125000900): netlify_tokens is the functions'
// alone, like user_providers: no browser role reads a column of it (the sealed token
// above all) or writes a row, not even its own. The Netlify columns of websites are
// readable by the owner only, and written by the functions only.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let siteId: string;

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string) {
  expect(result.error?.code, what).toBe('42501');
  expect([401, 403], what).toContain(result.status);
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
  const service = serviceClient(local());
  expect(
    (await service.from('netlify_tokens').insert({ user_id: alice.user.id, token_sealed: 'v1.iv.tag.body', token_last4: 'abcd' })).error,
  ).toBeNull();
  const saved = await service.rpc('save_website', {
    p_user_id: alice.user.id,
    p_name: 'Alice Bakery',
    p_template: 'modern',
    p_tier: 'free',
    p_model: { version: 1 },
    p_html: '<!doctype html><title>Alice</title>',
    p_pages: null,
    p_free_limit: 3,
  });
  siteId = saved.data as string;
  const stored = await service
    .from('websites')
    .update({
      netlify_site_id: 'site-1',
      netlify_url: 'https://alice.netlify.app',
      netlify_admin_url: 'https://app.netlify.com/sites/alice',
    })
    .eq('id', siteId);
  expect(stored.error).toBeNull();
});

describe('netlify_tokens', () => {
  it('is unreadable by anon and by its own user, column by column', async () => {
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['authenticated', alice.client],
    ] as const) {
      for (const columns of ['*', 'token_sealed', 'token_last4', 'user_id']) {
        expectDenied(await client.from('netlify_tokens').select(columns), `${role} select ${columns}`);
      }
    }
  });

  it('refuses every write from the browser roles', async () => {
    const row = { user_id: bob.user.id, token_sealed: 'v1.x.y.z', token_last4: 'wxyz' };
    expectDenied(await bob.client.from('netlify_tokens').insert(row), 'insert');
    expectDenied(await alice.client.from('netlify_tokens').update({ token_last4: 'zzzz' }).eq('user_id', alice.user.id), 'update');
    expectDenied(await alice.client.from('netlify_tokens').delete().eq('user_id', alice.user.id), 'delete');
    expectDenied(await anonClient(local()).from('netlify_tokens').insert(row), 'anon insert');
    const { rows } = await local().db.query<{ n: number; last4: string }>(
      'select count(*)::int as n, max(token_last4) as last4 from public.netlify_tokens where user_id in ($1, $2)',
      [alice.user.id, bob.user.id],
    );
    expect(rows[0]).toEqual({ n: 1, last4: 'abcd' });
  });
});

describe('the Netlify columns of websites', () => {
  it('are read by the owner only and written by the functions only', async () => {
    const own = await alice.client.from('websites').select('netlify_site_id, netlify_url').eq('id', siteId);
    expect(own.data).toEqual([{ netlify_site_id: 'site-1', netlify_url: 'https://alice.netlify.app' }]);
    expect((await bob.client.from('websites').select('netlify_site_id').eq('id', siteId)).data ?? []).toEqual([]);
    for (const columns of [{ netlify_site_id: 'site-of-mallory' }, { netlify_url: 'https://evil.example' }, { netlify_deploy_id: 'd' }]) {
      expect((await alice.client.from('websites').update(columns).eq('id', siteId)).error?.code).toBe('42501');
    }
    const { rows } = await local().db.query<{ netlify_site_id: string; netlify_url: string }>(
      'select netlify_site_id, netlify_url from public.websites where id = $1',
      [siteId],
    );
    expect(rows[0]).toEqual({ netlify_site_id: 'site-1', netlify_url: 'https://alice.netlify.app' });
  });
});
