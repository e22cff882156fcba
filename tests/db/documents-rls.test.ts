import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// documents and document_chunks (migration 20261128091000): owners read their files
// and passages, nobody else does, and only the server writes them, through
// begin_document, which holds the plan's file count and size with the profile locked.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

const MB = 1024 * 1024;
const LIMITS = { p_free_files: 2, p_free_bytes: 10 * MB, p_pro_files: 5, p_pro_bytes: 50 * MB };

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

const begin = (userId: string, name: string, size = 1000) =>
  serviceClient(local()).rpc('begin_document', { p_user_id: userId, p_name: name, p_kind: 'pdf', p_size: size, ...LIMITS });

describe('documents', () => {
  it('the server starts a document in its owner folder; the owner reads it and its passages, nobody else', async () => {
    const started = await begin(alice.user.id, 'handbook.pdf');
    expect(started.error).toBeNull();
    const id = started.data as string;
    await local().db.query(
      `insert into public.document_chunks (document_id, user_id, ordinal, page, heading, content)
       values ($1, $2, 0, 9, 'Holidays', 'Staff take 25 days of paid holiday a year.')`,
      [id, alice.user.id],
    );
    const mine = await alice.client.from('documents').select('name, kind, status, object_path').eq('id', id).single();
    expect(mine.data).toEqual({
      name: 'handbook.pdf',
      kind: 'pdf',
      status: 'uploading',
      object_path: `${alice.user.id}/${id}/handbook.pdf`,
    });
    const found = await alice.client.from('document_chunks').select('page, heading').textSearch('search', 'holiday', { config: 'english' });
    expect(found.data).toEqual([{ page: 9, heading: 'Holidays' }]);

    for (const client of [bob.client, anonClient(local())]) {
      expect((await client.from('documents').select('id').eq('id', id)).data ?? []).toEqual([]);
      expect((await client.from('document_chunks').select('id').eq('document_id', id)).data ?? []).toEqual([]);
    }
  });

  it('nobody writes rows with their own token, not even the owner', async () => {
    const started = await begin(alice.user.id, 'prices.pdf');
    const id = started.data as string;
    const forged = await alice.client
      .from('documents')
      .insert({ user_id: alice.user.id, name: 'x.pdf', kind: 'pdf', size_bytes: 1, object_path: `${alice.user.id}/x` });
    expect(forged.error?.code).toBe('42501');
    await alice.client.from('documents').update({ status: 'ready', size_bytes: 1 }).eq('id', id);
    await alice.client.from('documents').delete().eq('id', id);
    await bob.client.from('documents').delete().eq('id', id);
    const chunk = await alice.client.from('document_chunks').insert({ document_id: id, user_id: alice.user.id, ordinal: 1, content: 'x' });
    expect(chunk.error?.code).toBe('42501');
    const { rows } = await local().db.query<{ status: string; size: number }>(
      'select status, size_bytes::int as size from public.documents where id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'uploading', size: 1000 }]);
    expect(
      (await alice.client.rpc('begin_document', { p_user_id: alice.user.id, p_name: 'y.pdf', p_kind: 'pdf', p_size: 1, ...LIMITS })).error
        ?.code,
    ).toBe('42501');
  });

  it("holds the plan's file count and size, and a paid plan's larger ones", async () => {
    const carol = await signedInUser(local(), 'Carol');
    expect((await begin(carol.user.id, 'one.pdf')).error).toBeNull();
    expect((await begin(carol.user.id, 'big.pdf', 11 * MB)).error).toMatchObject({
      code: '54000',
      message: 'big.pdf is larger than your plan takes (10 MB a file).',
    });
    expect((await begin(carol.user.id, 'two.pdf')).error).toBeNull();
    expect((await begin(carol.user.id, 'three.pdf')).error).toMatchObject({
      code: '53400',
      message: 'Your plan keeps up to 2 files. Delete one to upload another.',
    });
    await local().db.query(`update public.profiles set subscription_status = 'paid' where id = $1`, [carol.user.id]);
    expect((await begin(carol.user.id, 'three.pdf', 40 * MB)).error).toBeNull();
    // names with a folder in them never make a path of their own
    expect((await begin(carol.user.id, '../escape.pdf')).error?.code).toBe('23514');
  });

  it("goes with its owner's account", async () => {
    const dave = await signedInUser(local(), 'Dave');
    const id = (await begin(dave.user.id, 'gone.pdf')).data as string;
    await local().db.query(`insert into public.document_chunks (document_id, user_id, ordinal, content) values ($1, $2, 0, 'bye')`, [
      id,
      dave.user.id,
    ]);
    await local().db.query('delete from auth.users where id = $1', [dave.user.id]);
    const left = await local().db.query(
      'select 1 from public.document_chunks where user_id = $1 union all select 1 from public.documents where user_id = $1',
      [dave.user.id],
    );
    expect(left.rows).toEqual([]);
  });
});

describe('chat_files and search_document_chunks (migration 20261128110000)', () => {
  const ready = async (userId: string, name: string, passages: { page: number; heading: string; content: string }[]) => {
    const id = (await begin(userId, name)).data as string;
    await local().db.query(`update public.documents set status = 'ready' where id = $1`, [id]);
    for (const [ordinal, passage] of passages.entries())
      await local().db.query(
        'insert into public.document_chunks (document_id, user_id, ordinal, page, heading, content) values ($1, $2, $3, $4, $5, $6)',
        [id, userId, ordinal, passage.page, passage.heading, passage.content],
      );
    return id;
  };

  it('owners attach their own files to a chat, read and remove them; nobody else can, and a chat takes ten', async () => {
    const erin = await signedInUser(local(), 'Erin');
    const frank = await signedInUser(local(), 'Frank');
    const mine = await ready(erin.user.id, 'menu.pdf', [{ page: 1, heading: 'Menu', content: 'Espresso costs 3 dollars.' }]);
    const theirs = await ready(frank.user.id, 'secret.pdf', [{ page: 1, heading: 'Secret', content: 'Private.' }]);

    expect((await erin.client.from('chat_files').insert({ user_id: erin.user.id, session_id: 's1', document_id: mine })).error).toBeNull();
    // someone else's file, or a row in someone else's name
    expect(
      (await erin.client.from('chat_files').insert({ user_id: erin.user.id, session_id: 's1', document_id: theirs })).error?.code,
    ).toBe('42501');
    expect((await frank.client.from('chat_files').insert({ user_id: erin.user.id, session_id: 's1', document_id: mine })).error?.code).toBe(
      '42501',
    );
    expect((await erin.client.from('chat_files').select('document_id').eq('session_id', 's1')).data).toEqual([{ document_id: mine }]);
    for (const client of [frank.client, anonClient(local())])
      expect((await client.from('chat_files').select('document_id')).data ?? []).toEqual([]);
    await frank.client.from('chat_files').delete().eq('document_id', mine);
    expect((await erin.client.from('chat_files').select('document_id')).data).toHaveLength(1);

    // a chat takes ten files (the rows are written directly: LIMITS keeps fewer files)
    for (let n = 0; n < 11; n += 1) {
      const { rows } = await local().db.query<{ id: string }>(
        `insert into public.documents (user_id, name, kind, size_bytes, object_path)
         values ($1::uuid, $2, 'txt', 1, $1::text || '/' || $2) returning id`,
        [erin.user.id, `paid-${n}.txt`],
      );
      const attached = await erin.client.from('chat_files').insert({ user_id: erin.user.id, session_id: 's2', document_id: rows[0]!.id });
      if (n === 10) expect(attached.error?.message).toBe('A chat takes up to 10 files. Remove one to attach another.');
      else expect(attached.error).toBeNull();
    }
    const count = await local().db.query<{ n: number }>(`select count(*)::int as n from public.chat_files where session_id = 's2'`);
    expect(count.rows[0]!.n).toBe(10);

    expect((await erin.client.from('chat_files').delete().eq('session_id', 's1').select('document_id')).data).toEqual([
      { document_id: mine },
    ]);
  });

  it('finds the best passages of the named ready files only, and openings when no word matches', async () => {
    const gina = await signedInUser(local(), 'Gina');
    const hal = await signedInUser(local(), 'Hal');
    await local().db.query(`update public.profiles set subscription_status = 'paid' where id = $1`, [gina.user.id]);
    const handbook = await ready(gina.user.id, 'handbook.pdf', [
      { page: 1, heading: 'Welcome', content: 'Welcome to Brewline. We roast coffee.' },
      { page: 9, heading: 'Holidays', content: 'Staff take 25 days of paid holiday a year, booked two weeks ahead.' },
      { page: 12, heading: 'Uniform', content: 'Aprons are washed weekly.' },
    ]);
    const prices = await ready(gina.user.id, 'prices.csv', [{ page: 1, heading: 'Sheet', content: 'Latte 4.20; holiday blend 12.00' }]);
    const halsFile = await ready(hal.user.id, 'hal.pdf', [{ page: 1, heading: 'Holidays', content: 'Hal has holidays too.' }]);
    const search = (query: string, ids: string[]) =>
      serviceClient(local()).rpc('search_document_chunks', { p_user_id: gina.user.id, p_document_ids: ids, p_query: query, p_limit: 5 });

    const found = await search('How many holidays do staff get?', [handbook, prices, halsFile]);
    expect(found.error).toBeNull();
    expect((found.data as { name: string; page: number }[]).map((row) => [row.name, row.page])).toEqual([
      ['handbook.pdf', 9],
      ['prices.csv', 1],
    ]);
    expect(((await search('Summarize this', [handbook])).data as { page: number }[]).map((row) => row.page)).toEqual([1, 9, 12]);
    // a chat's passages in one call: its attached files only
    await local().db.query('insert into public.chat_files (user_id, session_id, document_id) values ($1, $2, $3)', [
      gina.user.id,
      'g1',
      prices,
    ]);
    const chat = (session: string) =>
      serviceClient(local()).rpc('chat_passages', { p_user_id: gina.user.id, p_session_id: session, p_query: 'holiday', p_limit: 5 });
    expect(((await chat('g1')).data as { name: string }[]).map((row) => row.name)).toEqual(['prices.csv']);
    expect((await chat('no-files')).data).toEqual([]);
    expect((await gina.client.rpc('chat_passages', { p_user_id: gina.user.id, p_session_id: 'g1', p_query: 'holiday' })).error?.code).toBe(
      '42501',
    );
    // nobody calls it with their own token
    expect(
      (await gina.client.rpc('search_document_chunks', { p_user_id: gina.user.id, p_document_ids: [handbook], p_query: 'holiday' })).error
        ?.code,
    ).toBe('42501');
  });

  it('deleting a chat detaches its files', async () => {
    const ivy = await signedInUser(local(), 'Ivy');
    const id = await ready(ivy.user.id, 'a.pdf', [{ page: 1, heading: 'A', content: 'A' }]);
    await local().db.query(`insert into public.chat_sessions (user_id, id, title) values ($1, 'chat-1', 'A chat')`, [ivy.user.id]);
    await ivy.client.from('chat_files').insert({ user_id: ivy.user.id, session_id: 'chat-1', document_id: id });
    await ivy.client.from('chat_sessions').delete().eq('id', 'chat-1');
    expect((await ivy.client.from('chat_files').select('document_id')).data).toEqual([]);
  });
});

describe('search by meaning (migration 20261128230000)', () => {
  /** A unit vector along one of the 1536 axes: passages on one axis mean the same thing. */
  const axis = (n: number) => `[${Array.from({ length: 1536 }, (_, i) => (i === n ? 1 : 0)).join(',')}]`;

  it('fuses the words and the meaning where the database stores vectors (pgvector); without it a vector changes nothing', async () => {
    const jo = await signedInUser(local(), 'Jo');
    const kim = await signedInUser(local(), 'Kim');
    const id = (await begin(jo.user.id, 'guide.pdf')).data as string;
    await local().db.query(`update public.documents set status = 'ready' where id = $1`, [id]);
    const passages = [
      { heading: 'Welcome', content: 'Welcome to Brewline.' },
      { heading: 'Vacation', content: 'Each team member receives twenty-five vacation days.' },
      { heading: 'Aprons', content: 'Aprons are washed weekly; holiday aprons in December.' },
    ];
    for (const [ordinal, passage] of passages.entries())
      await local().db.query(
        'insert into public.document_chunks (document_id, user_id, ordinal, page, heading, content) values ($1, $2, $3, 1, $4, $5)',
        [id, jo.user.id, ordinal, passage.heading, passage.content],
      );
    const service = serviceClient(local());
    const available = (await local().db.query(`select 1 from pg_available_extensions where name = 'vector'`)).rows.length > 0;
    expect((await service.rpc('document_vectors_enabled')).data).toBe(available);
    const stored = await service.rpc('store_chunk_embeddings', {
      p_document_id: id,
      p_ordinals: [0, 1, 2],
      p_embeddings: [axis(0), axis(1), axis(2)],
    });
    expect(stored).toMatchObject({ error: null, data: available });
    // nobody stores or reads vectors with their own token but the owner, who reads their own rows
    expect(
      (await jo.client.rpc('store_chunk_embeddings', { p_document_id: id, p_ordinals: [0], p_embeddings: [axis(5)] })).error?.code,
    ).toBe('42501');
    expect((await kim.client.from('document_chunks').select('ordinal').eq('document_id', id)).data).toEqual([]);

    const search = async (query: string, embedding?: string) => {
      const found = await service.rpc('search_document_chunks', {
        p_user_id: jo.user.id,
        p_document_ids: [id],
        p_query: query,
        p_limit: 5,
        ...(embedding ? { p_embedding: embedding } : {}),
      });
      expect(found.error).toBeNull();
      return (found.data as { heading: string }[]).map((row) => row.heading);
    };
    // "time off" shares no word with any passage: by words, the openings
    expect(await search('time off')).toEqual(['Welcome', 'Vacation', 'Aprons']);
    // "holiday": words find the aprons; the question's meaning is the vacation's
    expect(await search('holiday')).toEqual(['Aprons']);
    if (available) {
      expect(await search('time off', axis(1))).toEqual(['Vacation']);
      expect(await search('holiday', axis(1))).toEqual(['Vacation', 'Aprons']);
      // a passage both rankings find comes first
      expect(await search('holiday aprons', axis(2))).toEqual(['Aprons']);
    } else {
      expect(await search('time off', axis(1))).toEqual(['Welcome', 'Vacation', 'Aprons']);
      expect(await search('holiday', axis(1))).toEqual(['Aprons']);
    }
  });
});
