import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// content_items and content_versions (migration 20261123000300): a user saves,
// reads, duplicates and deletes only their own items; a save keeps the content it
// replaces as a version; nobody else can read or change either table.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

const save = (client: typeof alice.client, args: Record<string, unknown>) =>
  client.rpc('save_content_item', {
    p_id: null,
    p_template: 'blog',
    p_title: 'Sourdough',
    p_settings: { length: 'medium' },
    p_content: 'First draft',
    ...args,
  });

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

describe('content_items', () => {
  it('saves a new item as a draft, then each changed save keeps the previous content as a version', async () => {
    const first = await save(alice.client, {});
    expect(first.error).toBeNull();
    const item = first.data![0]!;
    expect(item).toMatchObject({
      user_id: alice.user.id,
      template: 'blog',
      title: 'Sourdough',
      content: 'First draft',
      version: 1,
      status: 'draft',
    });

    const second = await save(alice.client, {
      p_id: item.id,
      p_content: 'Second draft',
      p_scheduled_at: '2099-12-01T09:00:00Z',
      p_recurring: true,
      p_frequency: 'weekly',
      p_time_zone: 'Europe/Berlin',
    });
    expect(second.data![0]).toMatchObject({
      version: 2,
      content: 'Second draft',
      status: 'scheduled',
      recurring: true,
      frequency: 'weekly',
      time_zone: 'Europe/Berlin',
    });
    const unchanged = await save(alice.client, { p_id: item.id, p_content: 'Second draft', p_title: 'Sourdough guide' });
    expect(unchanged.data![0]).toMatchObject({ version: 2, title: 'Sourdough guide', status: 'draft' });

    const versions = await alice.client.from('content_versions').select('version, content').eq('item_id', item.id);
    expect(versions.data).toEqual([{ version: 1, content: 'First draft' }]);
  });

  it('keeps every item to its owner: others read nothing, cannot save over, duplicate or delete it', async () => {
    const item = (await save(alice.client, { p_title: 'Private plan' })).data![0]!;
    await save(alice.client, { p_id: item.id, p_content: 'v2' });

    expect((await bob.client.from('content_items').select('id').eq('id', item.id)).data).toEqual([]);
    expect((await bob.client.from('content_versions').select('version').eq('item_id', item.id)).data).toEqual([]);
    const overwrite = await save(bob.client, { p_id: item.id, p_content: 'hijacked' });
    expect(overwrite.error?.code).toBe('P0002');
    expect((await bob.client.rpc('duplicate_content_item', { p_id: item.id })).error?.code).toBe('P0002');
    await bob.client.from('content_items').delete().eq('id', item.id);
    const { rows } = await local().db.query<{ content: string; n: number }>(
      'select content, (select count(*)::int from public.content_items where user_id = $2) as n from public.content_items where id = $1',
      [item.id, bob.user.id],
    );
    expect(rows).toEqual([{ content: 'v2', n: 0 }]);

    const anon = anonClient(local());
    expect((await anon.from('content_items').select('id')).error?.code).toBe('42501');
    expect(
      (await anon.rpc('save_content_item', { p_id: null, p_template: 'blog', p_title: 'x', p_settings: {}, p_content: 'x' })).error?.code,
    ).toBe('42501');
  });

  it('refuses direct writes: items change only through the save function, versions never from the browser', async () => {
    const item = (await save(alice.client, {})).data![0]!;
    expect((await alice.client.from('content_items').insert({ template: 'blog', title: 'Direct', content: 'x' })).error?.code).toBe(
      '42501',
    );
    expect((await alice.client.from('content_items').update({ content: 'edited' }).eq('id', item.id)).error?.code).toBe('42501');
    expect(
      (await alice.client.from('content_versions').insert({ item_id: item.id, version: 9, user_id: alice.user.id, content: 'x' })).error
        ?.code,
    ).toBe('42501');
    expect((await save(alice.client, { p_template: 'podcast' })).error?.code).toBe('23514');
  });

  it('duplicates an own item as a new draft and deletes an own item with its versions', async () => {
    const item = (await save(alice.client, { p_title: 'Croissants' })).data![0]!;
    await save(alice.client, { p_id: item.id, p_title: 'Croissants', p_content: 'v2' });
    const copy = (await alice.client.rpc('duplicate_content_item', { p_id: item.id })).data![0]!;
    expect(copy).toMatchObject({ title: 'Copy of Croissants', content: 'v2', version: 1, status: 'draft' });
    expect(copy.id).not.toBe(item.id);

    expect((await alice.client.from('content_items').delete().eq('id', item.id)).error).toBeNull();
    const { rows } = await local().db.query<{ n: number }>('select count(*)::int as n from public.content_versions where item_id = $1', [
      item.id,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});
