import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// My Sites (migration 20261125000700): a user reads, renames and deletes only their
// own sites, never writes one directly (no user_id to forge, no way round the free
// limit), and save_website / duplicate_website / restore_website hold the free limit
// with the tier read from profiles.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

const MODEL = { version: 1, business: { name: 'Crumb' }, industry: 'restaurant', template: 'modern', tier: 'free', copy: {} };

async function save(userId: string, name: string, limit = 3) {
  return serviceClient(local()).rpc('save_website', {
    p_user_id: userId,
    p_name: name,
    p_template: 'modern',
    p_tier: 'free',
    p_model: MODEL,
    p_html: `<!doctype html><title>${name}</title>`,
    p_pages: null,
    p_free_limit: limit,
  });
}

async function rowOf(id: string) {
  const { rows } = await local().db.query<{ name: string; user_id: string; html: string; deleted: boolean }>(
    'select name, user_id::text, html, deleted_at is not null as deleted from public.websites where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

describe('websites RLS', () => {
  it('lets the owner read, rename and delete; another user and visitors read and change nothing', async () => {
    const saved = await save(alice.user.id, 'Alice Bakery');
    expect(saved.error).toBeNull();
    const id = saved.data as string;

    const own = await alice.client.from('websites').select('id, name, html').eq('id', id);
    expect(own.data).toEqual([{ id, name: 'Alice Bakery', html: '<!doctype html><title>Alice Bakery</title>' }]);

    for (const client of [bob.client, anonClient(local())]) {
      const read = await client.from('websites').select('id').eq('id', id);
      expect(read.data ?? []).toEqual([]);
      const renamed = await client.from('websites').update({ name: 'Hijacked' }).eq('id', id).select('id');
      expect(renamed.data ?? []).toEqual([]);
      const deleted = await client.from('websites').delete().eq('id', id).select('id');
      expect(deleted.data ?? []).toEqual([]);
    }
    expect(await rowOf(id)).toMatchObject({ name: 'Alice Bakery', user_id: alice.user.id, deleted: false });

    // Only the name (and its time) are the owner's to write; the html, the owner and
    // deleted_at belong to the functions.
    expect((await alice.client.from('websites').update({ user_id: bob.user.id }).eq('id', id)).error?.code).toBe('42501');
    expect((await alice.client.from('websites').update({ html: '<script>x</script>' }).eq('id', id)).error?.code).toBe('42501');
    expect((await alice.client.from('websites').update({ name: '  ' }).eq('id', id)).error?.code).toBe('23514');
    const insert = await bob.client
      .from('websites')
      .insert({ user_id: alice.user.id, name: 'Forged', template: 'modern', tier: 'free', model: MODEL, html: 'x' });
    expect(insert.error?.code).toBe('42501');
    expect((await bob.client.rpc('save_website', { p_user_id: bob.user.id, p_name: 'x' })).error).not.toBeNull();

    const renamed = await alice.client.from('websites').update({ name: 'Alice Bread' }).eq('id', id).select('name');
    expect(renamed.data).toEqual([{ name: 'Alice Bread' }]);
    const deleted = await alice.client.from('websites').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('holds the free limit in save, duplicate and restore, and lets a PRO account keep more', async () => {
    const carol = await signedInUser(local(), 'Carol');
    const ids: string[] = [];
    for (const name of ['One', 'Two']) ids.push((await save(carol.user.id, name, 2)).data as string);
    const over = await save(carol.user.id, 'Three', 2);
    expect(over.error?.code).toBe('53400');
    const copy = await serviceClient(local()).rpc('duplicate_website', { p_user_id: carol.user.id, p_id: ids[0], p_free_limit: 2 });
    expect(copy.error?.code).toBe('53400');

    // Someone else's site cannot be duplicated or restored through the functions' calls either.
    const foreign = await serviceClient(local()).rpc('duplicate_website', { p_user_id: bob.user.id, p_id: ids[0], p_free_limit: 9 });
    expect(foreign.error?.code).toBe('P0002');

    await local().db.query('update public.websites set deleted_at = now() where id = $1', [ids[0]]);
    expect((await save(carol.user.id, 'Three', 2)).error).toBeNull();
    const restore = await serviceClient(local()).rpc('restore_website', { p_user_id: carol.user.id, p_id: ids[0], p_free_limit: 2 });
    expect(restore.error?.code).toBe('53400');
    const stranger = await serviceClient(local()).rpc('restore_website', { p_user_id: bob.user.id, p_id: ids[0], p_free_limit: 9 });
    expect(stranger.error?.code).toBe('P0002');

    await local().db.query("update public.profiles set subscription_status = 'paid' where id = $1", [carol.user.id]);
    expect(
      (await serviceClient(local()).rpc('restore_website', { p_user_id: carol.user.id, p_id: ids[0], p_free_limit: 2 })).error,
    ).toBeNull();
    expect((await save(carol.user.id, 'Four', 2)).error).toBeNull();
    const { rows } = await local().db.query<{ n: number }>(
      'select count(*)::int as n from public.websites where user_id = $1 and deleted_at is null',
      [carol.user.id],
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('keeps versions for their owner only, written by save_website_content, which refuses a stale revision or another user', async () => {
    const id = (await save(alice.user.id, 'Versioned', 99)).data as string;
    const content = (revision: number, userId = alice.user.id) =>
      serviceClient(local()).rpc('save_website_content', {
        p_user_id: userId,
        p_id: id,
        p_revision: revision,
        p_template: 'creative',
        p_model: { ...MODEL, template: 'creative' },
        p_html: `<p>revision ${revision + 1}</p>`,
        p_pages: null,
        p_keep: 2,
        p_change: { kind: 'edit', revision },
      });
    expect((await content(1)).data).toBe(2);
    expect((await content(1)).error?.code).toBe('40001');
    expect((await content(2, bob.user.id)).error?.code).toBe('P0002');
    expect((await content(2)).data).toBe(3);
    expect((await content(3)).data).toBe(4);
    // Two kept: revisions 3 and 2; the first went when the third was saved.
    const own = await alice.client.from('website_versions').select('revision, change').eq('website_id', id).order('revision');
    // Each version keeps what the save that replaced it changed.
    expect(own.data).toEqual([
      { revision: 2, change: { kind: 'edit', revision: 2 } },
      { revision: 3, change: { kind: 'edit', revision: 3 } },
    ]);
    expect(await rowOf(id)).toMatchObject({ html: '<p>revision 4</p>' });

    for (const client of [bob.client, anonClient(local())]) {
      const read = await client.from('website_versions').select('id').eq('website_id', id);
      expect(read.data ?? []).toEqual([]);
    }
    const forged = await alice.client
      .from('website_versions')
      .insert({ website_id: id, user_id: alice.user.id, revision: 9, model: MODEL });
    expect(forged.error).not.toBeNull();
    const changed = await alice.client.from('website_versions').update({ revision: 99 }).eq('website_id', id).select('id');
    expect(changed.data ?? []).toEqual([]);
    // The revision is the functions' to move: a browser session cannot set it.
    const bumped = await alice.client.from('websites').update({ revision: 50 }).eq('id', id).select('id');
    expect(bumped.error).not.toBeNull();
    for (const user of [alice, bob]) {
      const call = await user.client.rpc('save_website_content' as never, {} as never);
      expect(call.error).not.toBeNull();
    }
  });

  it('keeps the publish columns to the functions: no browser session writes them or calls publish_website (migration 20261125000800)', async () => {
    const id = (await save(alice.user.id, 'Alice Online')).data as string;
    const publish = (userId: string, slug: string, exact = true) =>
      serviceClient(local()).rpc('publish_website', {
        p_user_id: userId,
        p_id: id,
        p_slug: slug,
        p_exact: exact,
        p_html: '<!doctype html><title>Online</title>',
        p_pages: null,
        p_indexable: false,
      });
    const slug = `alice-online-${Date.now()}`;
    expect((await publish(alice.user.id, slug)).data).toMatchObject([{ slug, publish_version: 1 }]);
    // Another user's id through the functions' own call reaches no site.
    expect((await publish(bob.user.id, 'bob-takes-it')).error?.code).toBe('P0002');

    for (const change of [
      { slug: 'hijacked-slug' },
      { published_html: '<script>alert(1)</script>' },
      { published_pages: [] },
      { published_at: null },
      { publish_version: 99 },
      { indexable: true },
    ]) {
      const { error } = await alice.client.from('websites').update(change).eq('id', id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    for (const client of [alice.client, bob.client, anonClient(local())]) {
      const call = await client.rpc('publish_website', {
        p_user_id: alice.user.id,
        p_id: id,
        p_slug: 'via-browser',
        p_exact: true,
        p_html: '<script>x</script>',
        p_pages: null,
        p_indexable: true,
      });
      expect(call.error).not.toBeNull();
    }
    const { rows } = await local().db.query<{ slug: string; published_html: string; indexable: boolean }>(
      'select slug, published_html, indexable from public.websites where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ slug, published_html: '<!doctype html><title>Online</title>', indexable: false });

    // The owner reads where the site is online; nobody else does.
    expect((await alice.client.from('websites').select('slug').eq('id', id)).data).toEqual([{ slug }]);
    expect((await bob.client.from('websites').select('slug').eq('id', id)).data ?? []).toEqual([]);

    // An address is one site's: the database refuses a second holder and a malformed one.
    const other = (await save(bob.user.id, 'Bob Online')).data as string;
    const taken = await local()
      .db.query('update public.websites set slug = $1 where id = $2', [slug, other])
      .catch((e: { code?: string }) => e);
    expect(taken).toMatchObject({ code: '23505' });
    const bad = await local()
      .db.query("update public.websites set slug = 'Not A Slug' where id = $1", [other])
      .catch((e: { code?: string }) => e);
    expect(bad).toMatchObject({ code: '23514' });
  });
});
