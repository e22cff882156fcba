import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// images and the images bucket (migration 20261129024500): owners read their images,
// change the alt text and nothing else, delete them; nobody else reads, changes or
// deletes them, rows or bytes; only the server (service role) writes. Versions
// (20261207230000): a family's rows share family_id, My images' list (image_families)
// is the server's alone, and the family goes with its first version.

const local = useLocalSupabase();
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(local(), 'Alice'), signedInUser(local(), 'Bob')]);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** An image as the server stores it: the bytes in the owner's folder, then the row. */
async function storeImage(userId: string, prompt: string, alt = prompt, familyId: string | null = null) {
  const id = crypto.randomUUID();
  const objectPath = `${userId}/${id}/image.png`;
  const thumbPath = `${userId}/${id}/thumb.webp`;
  const bucket = serviceClient(local()).storage.from('images');
  expect((await bucket.upload(objectPath, PNG, { contentType: 'image/png' })).error).toBeNull();
  expect((await bucket.upload(thumbPath, PNG, { contentType: 'image/webp' })).error).toBeNull();
  const inserted = await serviceClient(local())
    .from('images')
    .insert({
      id,
      user_id: userId,
      family_id: familyId ?? id,
      prompt,
      alt,
      model: 'gpt-image-1',
      source: 'generated',
      width: 1024,
      height: 1024,
      mime: 'image/png',
      size_bytes: PNG.length,
      object_path: objectPath,
      thumb_path: thumbPath,
    })
    .select('id')
    .single();
  expect(inserted.error).toBeNull();
  return { id, objectPath, thumbPath };
}

describe('images', () => {
  it('the owner reads their image and its bytes; another user and a visitor get nothing', async () => {
    const image = await storeImage(alice.user.id, 'A red bicycle by the harbour');
    const mine = await alice.client.from('images').select('prompt, alt, width, demo').eq('id', image.id).single();
    expect(mine.data).toEqual({ prompt: 'A red bicycle by the harbour', alt: 'A red bicycle by the harbour', width: 1024, demo: false });
    const downloaded = await alice.client.storage.from('images').download(image.objectPath);
    expect(downloaded.error).toBeNull();
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(PNG);

    for (const client of [bob.client, anonClient(local())]) {
      expect((await client.from('images').select('id').eq('id', image.id)).data ?? []).toEqual([]);
      for (const path of [image.objectPath, image.thumbPath]) {
        expect((await client.storage.from('images').download(path)).error).not.toBeNull();
        expect((await client.storage.from('images').createSignedUrl(path, 60)).error).not.toBeNull();
      }
    }
  });

  it('finds an image by the words of its prompt and alt text', async () => {
    const image = await storeImage(alice.user.id, 'Fresh croissants on a marble counter', 'Croissants at the bakery');
    const found = await alice.client.from('images').select('id').textSearch('search', 'croissant', { config: 'english' });
    expect(found.data).toEqual([{ id: image.id }]);
    expect((await bob.client.from('images').select('id').textSearch('search', 'croissant', { config: 'english' })).data).toEqual([]);
  });

  it('the owner changes the alt text only; nobody else changes or deletes it, rows or bytes', async () => {
    const image = await storeImage(alice.user.id, 'A lighthouse at night');
    expect((await alice.client.from('images').update({ alt: 'Lighthouse beam over a dark sea' }).eq('id', image.id)).error).toBeNull();
    const widened = await alice.client.from('images').update({ width: 5, demo: true }).eq('id', image.id);
    expect(widened.error?.code).toBe('42501');
    const adopted = await alice.client.from('images').update({ family_id: crypto.randomUUID() }).eq('id', image.id);
    expect(adopted.error?.code).toBe('42501');
    expect(widened.error?.code).toBe('42501');
    const moved = await alice.client.from('images').update({ user_id: bob.user.id }).eq('id', image.id);
    expect(moved.error?.code).toBe('42501');
    const forged = await alice.client.from('images').insert({
      user_id: alice.user.id,
      family_id: image.id,
      alt: 'x',
      source: 'uploaded',
      width: 1,
      height: 1,
      mime: 'image/png',
      size_bytes: 1,
      object_path: `${alice.user.id}/x/image.png`,
      thumb_path: `${alice.user.id}/x/thumb.webp`,
    });
    expect(forged.error?.code).toBe('42501');
    // the owner does not write bytes with their own token either
    expect((await alice.client.storage.from('images').upload(`${alice.user.id}/direct.png`, PNG)).error).not.toBeNull();

    for (const client of [bob.client, anonClient(local())]) {
      await client.from('images').update({ alt: 'defaced' }).eq('id', image.id);
      await client.from('images').delete().eq('id', image.id);
      expect((await client.storage.from('images').remove([image.objectPath])).data ?? []).toEqual([]);
    }
    const { rows } = await local().db.query<{ alt: string; width: number }>('select alt, width from public.images where id = $1', [
      image.id,
    ]);
    expect(rows).toEqual([{ alt: 'Lighthouse beam over a dark sea', width: 1024 }]);
    expect((await alice.client.storage.from('images').download(image.objectPath)).error).toBeNull();

    // the owner deletes the row and the bytes
    expect((await alice.client.storage.from('images').remove([image.objectPath, image.thumbPath])).data).toHaveLength(2);
    expect((await alice.client.from('images').delete().eq('id', image.id).select('id')).data).toEqual([{ id: image.id }]);
    expect((await local().db.query('select 1 from public.images where id = $1', [image.id])).rows).toEqual([]);
  });

  it('a version keeps living when its parent goes, and every image goes with its owner', async () => {
    const carol = await signedInUser(local(), 'Carol');
    const parent = await storeImage(carol.user.id, 'A blue door');
    const child = await storeImage(carol.user.id, 'A blue door, painted red');
    await local().db.query(`update public.images set parent_id = $1, source = 'edited' where id = $2`, [parent.id, child.id]);
    await local().db.query('delete from public.images where id = $1', [parent.id]);
    const { rows } = await local().db.query<{ parent_id: string | null }>('select parent_id from public.images where id = $1', [child.id]);
    expect(rows).toEqual([{ parent_id: null }]);
    await local().db.query('delete from auth.users where id = $1', [carol.user.id]);
    expect((await local().db.query('select 1 from public.images where user_id = $1', [carol.user.id])).rows).toEqual([]);
  });

  it('lists the newest version of each family for the server only, and a family goes with its first version', async () => {
    const dave = await signedInUser(local(), 'Dave');
    const first = await storeImage(dave.user.id, 'A green kite');
    const second = await storeImage(dave.user.id, 'A green kite, now yellow', 'A green kite', first.id);
    const other = await storeImage(dave.user.id, 'A paper boat');
    type Listed = { id: string; versions: number }[];
    const listed = await serviceClient(local()).rpc('image_families', { p_user_id: dave.user.id });
    expect(listed.error).toBeNull();
    const newest: Listed = listed.data ?? [];
    expect(newest.map((row) => [row.id, row.versions])).toEqual([
      [other.id, 1],
      [second.id, 2],
    ]);
    const searched = await serviceClient(local()).rpc('image_families', { p_user_id: dave.user.id, p_query: 'yellow' });
    const found: Listed = searched.data ?? [];
    expect(found.map((row) => row.id)).toEqual([second.id]);
    for (const client of [dave.client, bob.client, anonClient(local())])
      expect((await client.rpc('image_families', { p_user_id: dave.user.id })).error).not.toBeNull();
    await local().db.query('delete from public.images where id = $1', [first.id]);
    const left = await local().db.query<{ id: string }>('select id from public.images where user_id = $1', [dave.user.id]);
    expect(left.rows).toEqual([{ id: other.id }]);
  });

  it('counts image generations as a quota kind of their own', async () => {
    const service = serviceClient(local());
    const first = await service.rpc('consume_quota', { p_user_id: bob.user.id, p_kind: 'image', p_limit: 1 });
    expect(first.data).toMatchObject([{ allowed: true, used: 1 }]);
    const second = await service.rpc('consume_quota', { p_user_id: bob.user.id, p_kind: 'image', p_limit: 1 });
    expect(second.data).toMatchObject([{ allowed: false, used: 1 }]);
    expect((await bob.client.from('usage_counters').select('kind, used').eq('kind', 'image')).data).toEqual([{ kind: 'image', used: 1 }]);
  });
});
