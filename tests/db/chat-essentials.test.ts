import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// Chat search, rename and pin, branches and shared snapshots (migration
// 20261125000400): each works on the owner's own chats only, and a shared link
// reads its snapshot and nothing else.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

interface Answer {
  model: string;
  response: string;
}

/** Records a turn as the chat function does (service role). */
async function turn(userId: string, session: string, question: string, answers: Answer[], parent?: string): Promise<string> {
  const responses = answers.map((answer) => ({ model_id: answer.model.toLowerCase(), error: null, ...answer }));
  const { data, error } = await serviceClient(local()).rpc('record_chat_turn', {
    p_user_id: userId,
    p_session_id: session,
    p_question: question,
    p_responses: responses,
    ...(parent ? { p_parent_id: parent } : {}),
  });
  if (error) throw error;
  return data as string;
}

const context = async (userId: string, session: string, parent?: string) => {
  const { data, error } = await serviceClient(local()).rpc('chat_context', {
    p_user_id: userId,
    p_session_id: session,
    p_turns: 6,
    ...(parent ? { p_parent_id: parent } : {}),
  });
  if (error) throw error;
  return (data as { turns: { question: string }[] }).turns.map((t) => t.question);
};

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

describe('rename and pin', () => {
  it('lets the owner rename and pin a chat, within 1 to 120 characters, and nobody else', async () => {
    await turn(alice.user.id, 'rename-1', 'How do I price a bakery menu?', [{ model: 'GPT', response: 'Start from food cost.' }]);
    const renamed = await alice.client
      .from('chat_sessions')
      .update({ title: 'Bakery prices', pinned_at: new Date().toISOString() })
      .eq('id', 'rename-1')
      .select('title, pinned_at');
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject([{ title: 'Bakery prices' }]);
    expect(renamed.data![0]!.pinned_at).not.toBeNull();

    expect((await alice.client.from('chat_sessions').update({ title: '   ' }).eq('id', 'rename-1')).error?.code).toBe('23514');
    expect(
      (
        await alice.client
          .from('chat_sessions')
          .update({ title: 'x'.repeat(121) })
          .eq('id', 'rename-1')
      ).error?.code,
    ).toBe('23514');
    expect((await alice.client.from('chat_sessions').update({ current_turn_id: null }).eq('id', 'rename-1')).error?.code).toBe('42501');

    await bob.client.from('chat_sessions').update({ title: 'Hijacked', pinned_at: null }).eq('id', 'rename-1');
    const { rows } = await local().db.query<{ title: string; pinned: boolean }>(
      'select title, pinned_at is not null as pinned from public.chat_sessions where id = $1',
      ['rename-1'],
    );
    expect(rows).toEqual([{ title: 'Bakery prices', pinned: true }]);
  });
});

describe('search', () => {
  beforeAll(async () => {
    await turn(alice.user.id, 'search-invoice', 'Write an invoice reminder e-mail', [
      { model: 'GPT', response: 'Subject: A friendly reminder about your overdue payment.' },
      { model: 'Claude', response: 'Here is a polite nudge for late payers.' },
    ]);
    await turn(alice.user.id, 'search-garden', 'Ideas for a garden centre newsletter', [
      { model: 'GPT', response: 'Spring planting tips, and a reminder of the invoice terms.' },
    ]);
    await turn(bob.user.id, 'search-bob', 'My invoice template for consulting', [
      { model: 'GPT', response: 'An invoice lists hours and rates.' },
    ]);
    await local().db.query(
      'update public.chat_turns set synthesized = \'Both agree: be courteous and specific.\', merged = \'{"model":"GPT","mode":"merge","response":"A merged draft mentioning escrow."}\' where session_id = \'search-invoice\'',
    );
  });

  interface Hit {
    session_id: string;
    title: string;
    snippet: string;
  }
  const search = async (client: typeof alice.client, query: string): Promise<Hit[]> => {
    const { data, error } = await client.rpc('search_chats', { p_query: query });
    if (error) throw error;
    return data as Hit[];
  };

  it('finds chats by any word of their questions, answers, synthesis and merge, best match first', async () => {
    expect((await search(alice.client, 'invoices')).map((hit) => hit.session_id)).toEqual(['search-invoice', 'search-garden']);
    expect((await search(alice.client, 'late payers')).map((hit) => hit.session_id)).toEqual(['search-invoice']);
    expect((await search(alice.client, 'courteous')).map((hit) => hit.session_id)).toEqual(['search-invoice']);
    expect((await search(alice.client, 'escrow')).map((hit) => hit.session_id)).toEqual(['search-invoice']);
    expect((await search(alice.client, 'reminder -garden')).map((hit) => hit.session_id)).toEqual(['search-invoice']);
    expect(await search(alice.client, 'unicorns')).toEqual([]);
  });

  it('matches the last word as a prefix while it is typed, and marks the matches in a snippet', async () => {
    const [hit] = await search(alice.client, 'newslet');
    expect(hit).toMatchObject({ session_id: 'search-garden', title: 'Ideas for a garden centre newsletter' });
    expect(hit!.snippet).toContain('\uE000newsletter\uE001');
  });

  it('never shows another user’s chats, and visitors cannot search', async () => {
    expect((await search(bob.client, 'invoice')).map((hit) => hit.session_id)).toEqual(['search-bob']);
    expect(await search(bob.client, 'courteous')).toEqual([]);
    expect((await anonClient(local()).rpc('search_chats', { p_query: 'invoice' })).error?.code).toBe('42501');
  });
});

describe('branches', () => {
  it('continues the branch on screen, keeps the original when a question is edited, and gives the models that branch only', async () => {
    const first = await turn(alice.user.id, 'branch-1', 'Name ideas for a bike shop', [{ model: 'GPT', response: 'Spoke & Chain' }]);
    const second = await turn(alice.user.id, 'branch-1', 'Shorter ones please', [{ model: 'GPT', response: 'Spokes' }]);
    const third = await turn(alice.user.id, 'branch-1', 'And a slogan?', [{ model: 'GPT', response: 'Ride on.' }]);
    expect(await context(alice.user.id, 'branch-1')).toEqual(['Name ideas for a bike shop', 'Shorter ones please', 'And a slogan?']);

    // Edit the second question: a sibling of it, answering the first turn.
    const edited = await turn(alice.user.id, 'branch-1', 'Funny ones please', [{ model: 'GPT', response: 'Wheel Deal' }], first);
    const { rows } = await local().db.query<{ id: string; parent_id: string | null }>(
      "select id, parent_id from public.chat_turns where session_id = 'branch-1' order by created_at",
    );
    expect(rows).toEqual([
      { id: first, parent_id: null },
      { id: second, parent_id: first },
      { id: third, parent_id: second },
      { id: edited, parent_id: first },
    ]);
    expect(await context(alice.user.id, 'branch-1')).toEqual(['Name ideas for a bike shop', 'Funny ones please']);
    expect(await context(alice.user.id, 'branch-1', second)).toEqual(['Name ideas for a bike shop', 'Shorter ones please']);

    // Back to the original: the session shows its newest turn again.
    expect((await alice.client.rpc('select_chat_branch', { p_session_id: 'branch-1', p_turn_id: second })).data).toBe(third);
    expect(await context(alice.user.id, 'branch-1')).toEqual(['Name ideas for a bike shop', 'Shorter ones please', 'And a slogan?']);
  });

  it('ignores a parent from another chat or user, and lets nobody else move the branch', async () => {
    const mine = await turn(alice.user.id, 'branch-2', 'Opening hours wording', [{ model: 'GPT', response: 'Open daily.' }]);
    const theirs = await turn(bob.user.id, 'branch-bob', 'Secret plan', [{ model: 'GPT', response: 'Hidden.' }]);
    const forged = await turn(alice.user.id, 'branch-2', 'Next question', [{ model: 'GPT', response: 'Sure.' }], theirs);
    const { rows } = await local().db.query<{ parent_id: string | null }>('select parent_id from public.chat_turns where id = $1', [
      forged,
    ]);
    expect(rows).toEqual([{ parent_id: null }]);
    expect(await context(alice.user.id, 'branch-2', theirs)).toEqual([]);

    expect((await bob.client.rpc('select_chat_branch', { p_session_id: 'branch-2', p_turn_id: mine })).error?.code).toBe('P0002');
    expect((await anonClient(local()).rpc('select_chat_branch', { p_session_id: 'branch-2', p_turn_id: mine })).error?.code).toBe('42501');
  });
});

describe('shared snapshots', () => {
  it('shares the branch on screen under a 256-bit id that visitors read, refreshes it under the same id, and revokes it', async () => {
    await turn(alice.user.id, 'share-1', 'Tagline for a florist', [
      { model: 'GPT', response: 'Fresh every morning.' },
      { model: 'Claude', response: '' },
    ]);
    const shared = await alice.client.rpc('share_chat', { p_session_id: 'share-1' });
    expect(shared.error).toBeNull();
    const id = shared.data as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const visitor = anonClient(local());
    const read = await visitor.rpc('shared_chat', { p_id: id });
    expect(read.data).toMatchObject([
      {
        title: 'Tagline for a florist',
        snapshot: {
          turns: [
            {
              question: 'Tagline for a florist',
              responses: [{ model: 'GPT', response: 'Fresh every morning.' }],
              synthesized: null,
              merged: null,
            },
          ],
        },
      },
    ]);
    expect(JSON.stringify(read.data)).not.toContain('model_id');

    await turn(alice.user.id, 'share-1', 'Shorter?', [{ model: 'GPT', response: 'Always fresh.' }]);
    expect((await alice.client.rpc('share_chat', { p_session_id: 'share-1' })).data).toBe(id);
    const refreshed = await visitor.rpc('shared_chat', { p_id: id });
    expect(refreshed.data![0]!.snapshot.turns.map((t: { question: string }) => t.question)).toEqual(['Tagline for a florist', 'Shorter?']);

    expect((await alice.client.from('chat_shares').select('id, session_id, title')).data).toEqual([
      { id, session_id: 'share-1', title: 'Tagline for a florist' },
    ]);
    await alice.client.from('chat_shares').delete().eq('id', id);
    expect((await visitor.rpc('shared_chat', { p_id: id })).data).toEqual([]);
  });

  it('keeps the chat tables and other users’ shares out of reach', async () => {
    await turn(alice.user.id, 'share-2', 'Private pricing plan', [{ model: 'GPT', response: 'Charge more.' }]);
    const id = (await alice.client.rpc('share_chat', { p_session_id: 'share-2' })).data as string;

    const visitor = anonClient(local());
    expect((await visitor.from('chat_shares').select('id')).error?.code).toBe('42501');
    expect((await visitor.from('chat_turns').select('id')).error?.code).toBe('42501');
    expect((await visitor.rpc('share_chat', { p_session_id: 'share-2' })).error?.code).toBe('42501');
    expect((await visitor.rpc('shared_chat', { p_id: 'A'.repeat(43) })).data).toEqual([]);

    expect((await bob.client.from('chat_shares').select('id')).data).toEqual([]);
    expect((await bob.client.rpc('share_chat', { p_session_id: 'share-2' })).error?.code).toBe('P0002');
    await bob.client.from('chat_shares').delete().eq('id', id);
    expect((await visitor.rpc('shared_chat', { p_id: id })).data).toHaveLength(1);

    // The reader role behind shared_chat() can read chat_shares and nothing else.
    const { rows } = await local().db.query<{ table_name: string }>(
      "select table_name from information_schema.role_table_grants where grantee = 'chat_share_reader' union select table_name from information_schema.role_column_grants where grantee = 'chat_share_reader'",
    );
    expect(rows.map((row) => row.table_name)).toEqual(['chat_shares']);
  });
});
