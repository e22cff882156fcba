import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// ai_models and user_models (migration 20261123000200): everyone reads the approved
// public models; admins read every row and review pending ones through
// review_ai_model; no browser role writes the catalogue. A user adds and removes
// only their own models, only approved ones they can see, ten at most.

const local = useLocalSupabase();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
let admin: User;

const BUILTIN_IDS = [
  'anthropic/claude-3.5-haiku',
  'anthropic/claude-3.5-sonnet',
  'cohere/command-r-plus',
  'google/gemini-2.0-flash-001',
  'google/gemini-flash-1.5',
  'google/gemma-2-9b-it',
  'meta-llama/llama-3.1-70b-instruct',
  'meta-llama/llama-3.1-8b-instruct',
  'mistralai/mistral-large',
  'mistralai/mixtral-8x7b-instruct',
  'openai/gpt-4o',
  'openai/gpt-4o-mini',
];
const PRIVATE = 'openai/gpt-4-turbo';
const PUBLIC = 'anthropic/claude-3-opus';
const REJECTED = 'google/gemini-pro-1.5';
const PENDING = 'meta-llama/llama-3.1-405b-instruct';
const SAMPLE_IDS = [PRIVATE, PUBLIC, REJECTED, PENDING];
const sorted = (ids: string[]) => [...ids].sort();

function expectDenied(result: { error: { code?: string } | null; status: number }, what: string, status = [401, 403]) {
  expect(result.error?.code, what).toBe('42501');
  expect(status, what).toContain(result.status);
}

async function visibleIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('ai_models').select('id').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id);
}

/** The catalogue as the database holds it (bypassing RLS). */
async function catalogue() {
  const { rows } = await local().db.query<{
    id: string;
    status: string;
    visibility: string | null;
    reviewed_by: string | null;
    reviewed_at: string | null;
  }>('select id, status, visibility, reviewed_by, reviewed_at::text from public.ai_models order by id');
  return rows;
}

async function addedIds(userId: string): Promise<string[]> {
  const { rows } = await local().db.query<{ model_id: string }>(
    'select model_id from public.user_models where user_id = $1 order by model_id',
    [userId],
  );
  return rows.map((row) => row.model_id);
}

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    signedInUser(local(), 'Alice'),
    signedInUser(local(), 'Bob'),
    signedInUser(local(), 'Ada Admin'),
  ]);
  await local().db.query('update public.profiles set is_admin = true where id = $1', [admin.user.id]);
});

describe('ai_models', () => {
  it('shows anon and users the twelve approved public models only, admins all sixteen', async () => {
    expect(await visibleIds(anonClient(local()))).toEqual(sorted(BUILTIN_IDS));
    expect(await visibleIds(alice.client)).toEqual(sorted(BUILTIN_IDS));
    expect(await visibleIds(admin.client)).toEqual(sorted([...BUILTIN_IDS, ...SAMPLE_IDS]));
    // Asking for the pending ones by name does not help.
    const pending = await alice.client.from('ai_models').select('id, status').eq('status', 'pending');
    expect(pending).toMatchObject({ error: null, data: [] });
    const adminPending = await admin.client.from('ai_models').select('id').eq('status', 'pending').order('id');
    expect(adminPending.data?.map((row: { id: string }) => row.id)).toEqual(sorted(SAMPLE_IDS));
  });

  it('refuses reviews from users who are not admins and from anon, changing nothing', async () => {
    const before = await catalogue();
    const asUser = await alice.client.rpc('review_ai_model', { p_id: PRIVATE, p_decision: 'public' });
    expect(asUser.error?.code).toBe('42501');
    expect(asUser.status).toBe(403);
    expectDenied(await anonClient(local()).rpc('review_ai_model', { p_id: PRIVATE, p_decision: 'public' }), 'anon review', [401]);
    expect(await catalogue()).toEqual(before);
    expect(await visibleIds(alice.client)).toEqual(sorted(BUILTIN_IDS));
  });

  it("lets an admin approve a model as private: admins see it, users and anon don't", async () => {
    const { data, error } = await admin.client.rpc('review_ai_model', { p_id: PRIVATE, p_decision: 'private' });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: PRIVATE, status: 'approved', visibility: 'private', reviewed_by: admin.user.id })]);
    const row = (await catalogue()).find((r) => r.id === PRIVATE);
    expect(row).toMatchObject({ status: 'approved', visibility: 'private', reviewed_by: admin.user.id });
    expect(row?.reviewed_at).not.toBeNull();

    expect(await visibleIds(anonClient(local()))).not.toContain(PRIVATE);
    expect(await visibleIds(bob.client)).not.toContain(PRIVATE);
    expect(await visibleIds(admin.client)).toContain(PRIVATE);
  });

  it('lets an admin approve a model as public: everyone sees it', async () => {
    const { data, error } = await admin.client.rpc('review_ai_model', { p_id: PUBLIC, p_decision: 'public' });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: PUBLIC, status: 'approved', visibility: 'public' })]);
    expect(await visibleIds(anonClient(local()))).toEqual(sorted([...BUILTIN_IDS, PUBLIC]));
    expect(await visibleIds(bob.client)).toEqual(sorted([...BUILTIN_IDS, PUBLIC]));
    expect(await visibleIds(admin.client)).toContain(PUBLIC);
  });

  it('lets an admin reject a model: only admins see it', async () => {
    const { data, error } = await admin.client.rpc('review_ai_model', { p_id: REJECTED, p_decision: 'rejected' });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: REJECTED, status: 'rejected', visibility: null })]);
    expect(await visibleIds(anonClient(local()))).not.toContain(REJECTED);
    expect(await visibleIds(alice.client)).not.toContain(REJECTED);
    expect(await visibleIds(admin.client)).toContain(REJECTED);
  });

  it('reviews a model once only, and refuses unknown models and unknown decisions', async () => {
    const before = await catalogue();
    for (const [id, decision] of [
      [PRIVATE, 'public'],
      [PUBLIC, 'rejected'],
      [REJECTED, 'public'],
      ['openai/gpt-4o', 'private'],
    ]) {
      const again = await admin.client.rpc('review_ai_model', { p_id: id, p_decision: decision });
      expect(again.error?.code, `${id} -> ${decision}`).toBe('P0001');
      expect(again.status).toBe(400);
    }
    expect((await admin.client.rpc('review_ai_model', { p_id: 'nobody/nothing', p_decision: 'public' })).error?.code).toBe('P0002');
    expect((await admin.client.rpc('review_ai_model', { p_id: PENDING, p_decision: 'approved' })).error?.code).toBe('22023');
    expect((await admin.client.rpc('review_ai_model', { p_id: PENDING, p_decision: null })).error?.code).toBe('22023');
    expect(await catalogue()).toEqual(before);
    expect(before.find((row) => row.id === PENDING)).toMatchObject({ status: 'pending', visibility: null, reviewed_by: null });
  });

  it('takes a review back: an approved or rejected model returns to pending, and leaves the database users see', async () => {
    for (const id of [PUBLIC, REJECTED]) {
      const { data, error } = await admin.client.rpc('review_ai_model', { p_id: id, p_decision: 'pending' });
      expect(error, id).toBeNull();
      expect(data).toEqual([expect.objectContaining({ id, status: 'pending', visibility: null, reviewed_by: admin.user.id })]);
    }
    expect(await visibleIds(bob.client)).not.toContain(PUBLIC);
    expect(await visibleIds(anonClient(local()))).not.toContain(PUBLIC);
    const again = await admin.client.rpc('review_ai_model', { p_id: PUBLIC, p_decision: 'pending' });
    expect(again.error?.code).toBe('P0001');
    const asUser = await alice.client.rpc('review_ai_model', { p_id: PRIVATE, p_decision: 'pending' });
    expect(asUser.error?.code).toBe('42501');
    // and it can be decided again, as the first time
    expect((await admin.client.rpc('review_ai_model', { p_id: PUBLIC, p_decision: 'public' })).error).toBeNull();
    expect((await admin.client.rpc('review_ai_model', { p_id: REJECTED, p_decision: 'rejected' })).error).toBeNull();
    expect(await visibleIds(bob.client)).toContain(PUBLIC);
  });

  it('refuses every write to the catalogue from the browser roles, admins included', async () => {
    const before = await catalogue();
    const row = {
      id: 'evil/model',
      name: 'Evil',
      provider: 'Evil',
      type: 'free',
      status: 'approved',
      visibility: 'public',
      source: 'builtin',
    };
    for (const [role, client] of [
      ['anon', anonClient(local())],
      ['user', alice.client],
      ['admin', admin.client],
    ] as const) {
      expectDenied(await client.from('ai_models').insert(row), `${role} insert`);
      expectDenied(await client.from('ai_models').update({ status: 'approved', visibility: 'public' }).eq('id', PENDING), `${role} update`);
      expectDenied(await client.from('ai_models').update({ name: 'Renamed' }).eq('id', 'openai/gpt-4o'), `${role} update builtin`);
      expectDenied(await client.from('ai_models').delete().eq('id', 'openai/gpt-4o'), `${role} delete`);
    }
    expect(await catalogue()).toEqual(before);
    const { rows } = await local().db.query<{ name: string }>(`select name from public.ai_models where id = 'openai/gpt-4o'`);
    expect(rows).toEqual([{ name: 'GPT-4o' }]);
  });
});

describe('user_models', () => {
  it('lets a user add an approved public model and read it back as theirs', async () => {
    const added = await alice.client.from('user_models').insert({ model_id: 'openai/gpt-4o' }).select('user_id, model_id');
    expect(added.error).toBeNull();
    expect(added.data).toEqual([{ user_id: alice.user.id, model_id: 'openai/gpt-4o' }]);
    const read = await alice.client.from('user_models').select('user_id, model_id, added_at');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ user_id: alice.user.id, model_id: 'openai/gpt-4o', added_at: expect.any(String) }]);
    // The same model twice is a conflict, not a second row.
    expect((await alice.client.from('user_models').insert({ model_id: 'openai/gpt-4o' })).error?.code).toBe('23505');
    expect(await addedIds(alice.user.id)).toEqual(['openai/gpt-4o']);
  });

  it("keeps a user's models from everyone else", async () => {
    const seen = await bob.client.from('user_models').select('*');
    expect(seen).toMatchObject({ error: null, data: [] });
    const adminSeen = await admin.client.from('user_models').select('*').eq('user_id', alice.user.id);
    expect(adminSeen).toMatchObject({ error: null, data: [] });
    const removed = await bob.client.from('user_models').delete().eq('model_id', 'openai/gpt-4o').select();
    expect(removed).toMatchObject({ error: null, data: [] });
    expect((await bob.client.from('user_models').delete().eq('user_id', alice.user.id)).error).toBeNull();
    expect(await addedIds(alice.user.id)).toEqual(['openai/gpt-4o']);
    expectDenied(await anonClient(local()).from('user_models').select('*'), 'anon select', [401]);
    expectDenied(await anonClient(local()).from('user_models').insert({ model_id: 'openai/gpt-4o' }), 'anon insert', [401]);
  });

  it('takes only model_id from the browser: no user_id (not even their own), no updates', async () => {
    expectDenied(await alice.client.from('user_models').insert({ model_id: 'openai/gpt-4o-mini', user_id: bob.user.id }), 'insert for bob');
    expectDenied(
      await alice.client.from('user_models').insert({ model_id: 'openai/gpt-4o-mini', user_id: alice.user.id }),
      'insert with own user_id',
    );
    expectDenied(
      await alice.client.from('user_models').update({ model_id: 'openai/gpt-4o-mini' }).eq('model_id', 'openai/gpt-4o'),
      'update',
    );
    expect(await addedIds(bob.user.id)).toEqual([]);
    expect(await addedIds(alice.user.id)).toEqual(['openai/gpt-4o']);
  });

  it('refuses models that are pending, rejected, unknown, or private to a user who is not an admin', async () => {
    for (const id of [PENDING, REJECTED, PRIVATE, 'nobody/nothing']) {
      expectDenied(await alice.client.from('user_models').insert({ model_id: id }), `user adds ${id}`);
    }
    expect(await addedIds(alice.user.id)).toEqual(['openai/gpt-4o']);
  });

  it('lets an admin add a private model, but never a pending or rejected one', async () => {
    expect((await admin.client.from('user_models').insert({ model_id: PRIVATE })).error).toBeNull();
    expectDenied(await admin.client.from('user_models').insert({ model_id: PENDING }), 'admin adds pending');
    expectDenied(await admin.client.from('user_models').insert({ model_id: REJECTED }), 'admin adds rejected');
    expect(await addedIds(admin.user.id)).toEqual([PRIVATE]);
  });

  it('lets a user remove their own model', async () => {
    expect((await alice.client.from('user_models').insert({ model_id: 'openai/gpt-4o-mini' })).error).toBeNull();
    const removed = await alice.client.from('user_models').delete().eq('model_id', 'openai/gpt-4o-mini').select('model_id');
    expect(removed).toMatchObject({ error: null, data: [{ model_id: 'openai/gpt-4o-mini' }] });
    expect(await addedIds(alice.user.id)).toEqual(['openai/gpt-4o']);
  });

  it('stops at ten models per user', async () => {
    // Thirteen approved public models: the twelve builtins and the one approved above.
    const publicIds = [...BUILTIN_IDS, PUBLIC].filter((id) => id !== 'openai/gpt-4o');
    for (const id of publicIds.slice(0, 9)) {
      expect((await alice.client.from('user_models').insert({ model_id: id })).error, id).toBeNull();
    }
    expect(await addedIds(alice.user.id)).toHaveLength(10);
    const eleventh = await alice.client.from('user_models').insert({ model_id: publicIds[9] });
    expect(eleventh.error?.code).toBe('23514');
    expect(eleventh.error?.message).toMatch(/up to 10 models/);
    expect(await addedIds(alice.user.id)).toHaveLength(10);
    // The limit is per user: Bob can still add that one.
    expect((await bob.client.from('user_models').insert({ model_id: publicIds[9] })).error).toBeNull();
    // And after removing one, Alice can add it too.
    expect((await alice.client.from('user_models').delete().eq('model_id', publicIds[0])).error).toBeNull();
    expect((await alice.client.from('user_models').insert({ model_id: publicIds[9] })).error).toBeNull();
    expect(await addedIds(alice.user.id)).toHaveLength(10);
  });

  it('goes with the model when the model leaves the catalogue', async () => {
    expect(await addedIds(alice.user.id)).toContain('openai/gpt-4o');
    const removed = await serviceClient(local()).from('ai_models').delete().eq('id', 'openai/gpt-4o').select('id');
    expect(removed).toMatchObject({ error: null, data: [{ id: 'openai/gpt-4o' }] });
    expect(await addedIds(alice.user.id)).not.toContain('openai/gpt-4o');
    expect(await addedIds(alice.user.id)).toHaveLength(9);
    const { rows } = await local().db.query<{ n: number }>(
      `select count(*)::int as n from public.user_models where model_id = 'openai/gpt-4o'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
