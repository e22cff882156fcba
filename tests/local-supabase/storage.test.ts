import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInUser, useLocalSupabase } from '../fixtures/local-supabase.ts';

// /storage/v1 through the unchanged supabase-js `storage` client: the documents
// bucket of the migrations (owners read and delete their own, writes only through
// signed upload URLs the server makes), scratch buckets for the limits, and the
// hosted service's error shape ({ statusCode: "404", error, message } in a 400).

const local = useLocalSupabase();

const bytes = (text: string) => new Blob([text], { type: 'text/plain' });

/** The error body the hosted service answers with, as supabase-js surfaces it. */
function refusal(error: unknown) {
  const { status, statusCode, message } = (error ?? {}) as { status?: number; statusCode?: string; message?: string };
  return { status, statusCode, message };
}

/** A file in a user's folder of the documents bucket, uploaded as the upload function does it. */
async function uploadFor(userId: string, name: string, text: string) {
  const service = serviceClient(local()).storage.from('documents');
  const path = `${userId}/${name}`;
  const signed = await service.createSignedUploadUrl(path);
  expect(signed.error).toBeNull();
  const uploaded = await service.uploadToSignedUrl(path, signed.data!.token, bytes(text));
  expect(uploaded.error).toBeNull();
  return path;
}

describe('the documents bucket', () => {
  it('the owner reads, lists, signs and deletes a file uploaded through a signed URL', async () => {
    const owner = await signedInUser(local());
    const path = await uploadFor(owner.user.id, 'handbook/handbook.txt', 'Opening hours: 8 to 18.');
    const mine = owner.client.storage.from('documents');

    const downloaded = await mine.download(path);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('Opening hours: 8 to 18.');
    expect(downloaded.data!.type).toBe('text/plain');

    const folder = await mine.list(owner.user.id);
    expect(folder.data?.map((entry) => [entry.name, entry.id === null])).toEqual([['handbook', true]]);
    const files = await mine.list(`${owner.user.id}/handbook`);
    expect(files.data?.map((entry) => [entry.name, entry.metadata?.size])).toEqual([['handbook.txt', 23]]);

    const info = await mine.info(path);
    expect(info.data).toMatchObject({ name: path, size: 23, contentType: 'text/plain' });
    expect(await mine.exists(path)).toMatchObject({ data: true });

    // a signed URL opens without a session, and only for that object, until it expires
    const signed = await mine.createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const opened = await fetch(signed.data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('Opening hours: 8 to 18.');
    const elsewhere = await fetch(signed.data!.signedUrl.replace('handbook.txt', 'other.txt'));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature', message: 'Invalid signature' });

    const removed = await mine.remove([path]);
    expect(removed.data?.map((entry) => entry.name)).toEqual([path]);
    expect(refusal((await mine.download(path)).error)).toEqual({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await fetch(signed.data!.signedUrl)).status).toBe(400);
  });

  it('another user and a visitor can neither read, list, sign nor delete it', async () => {
    const owner = await signedInUser(local());
    const other = await signedInUser(local());
    const path = await uploadFor(owner.user.id, 'contract.txt', 'Net 30 days.');

    for (const client of [other.client, anonClient(local())]) {
      const theirs = client.storage.from('documents');
      expect(refusal((await theirs.download(path)).error)).toEqual({ status: 400, statusCode: '404', message: 'Object not found' });
      expect((await theirs.list(owner.user.id)).data).toEqual([]);
      expect(refusal((await theirs.createSignedUrl(path, 60)).error)).toMatchObject({ statusCode: '404' });
      expect((await theirs.remove([path])).data).toEqual([]);
      expect((await theirs.exists(path)).data).toBe(false);
    }
    // still there for its owner
    expect(await (await owner.client.storage.from('documents').download(path)).data!.text()).toBe('Net 30 days.');
  });

  it('nobody writes with their own token, and a refused upload leaves nothing behind', async () => {
    const owner = await signedInUser(local());
    const mine = owner.client.storage.from('documents');
    const direct = await mine.upload(`${owner.user.id}/direct.txt`, bytes('unchecked'));
    expect(refusal(direct.error)).toEqual({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    // a signed upload URL for the caller's own folder is refused too: its policies are the service's
    expect(refusal((await mine.createSignedUploadUrl(`${owner.user.id}/direct.txt`)).error)).toMatchObject({ statusCode: '403' });
    const visitor = await anonClient(local()).storage.from('documents').upload(`${owner.user.id}/visitor.txt`, bytes('x'));
    expect(refusal(visitor.error)).toMatchObject({ statusCode: '403' });
    expect((await serviceClient(local()).storage.from('documents').list(owner.user.id)).data).toEqual([]);
  });

  it('a signed upload URL takes one name only, and not after it was forged', async () => {
    const owner = await signedInUser(local());
    const service = serviceClient(local()).storage.from('documents');
    const signed = await service.createSignedUploadUrl(`${owner.user.id}/a.txt`);
    const elsewhere = await service.uploadToSignedUrl(`${owner.user.id}/b.txt`, signed.data!.token, bytes('x'));
    expect(refusal(elsewhere.error)).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    const forged = await service.uploadToSignedUrl(`${owner.user.id}/a.txt`, `${signed.data!.token}x`, bytes('x'));
    expect(refusal(forged.error)).toMatchObject({ statusCode: '400' });
    expect((await service.list(owner.user.id)).data).toEqual([]);
  });
});

describe('buckets and their limits', () => {
  it('a bucket refuses what is too large or of a type it does not take, and keeps nothing of it', async () => {
    const service = serviceClient(local()).storage;
    const created = await service.createBucket('scratch-limits', { public: false, fileSizeLimit: 10, allowedMimeTypes: ['text/*'] });
    expect(created.error).toBeNull();
    expect(refusal((await service.createBucket('scratch-limits')).error)).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const bucket = service.from('scratch-limits');
    expect(refusal((await bucket.upload('big.txt', bytes('eleven byte'))).error)).toMatchObject({ statusCode: '413' });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(refusal((await bucket.upload('tiny.png', png)).error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type image/png is not supported',
    });
    expect((await bucket.list()).data).toEqual([]);
    expect((await service.getBucket('scratch-limits')).data).toMatchObject({
      id: 'scratch-limits',
      file_size_limit: 10,
      allowed_mime_types: ['text/*'],
    });
    expect(refusal((await service.getBucket('no-such-bucket')).error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('upload, upsert, move, copy and remove, as supabase-js sends them', async () => {
    const service = serviceClient(local()).storage;
    await service.createBucket('scratch-moves');
    const bucket = service.from('scratch-moves');
    expect((await bucket.upload('a/one.txt', bytes('first'))).data).toMatchObject({
      path: 'a/one.txt',
      fullPath: 'scratch-moves/a/one.txt',
    });
    expect(refusal((await bucket.upload('a/one.txt', bytes('again'))).error)).toMatchObject({ statusCode: '409' });
    expect((await bucket.upload('a/one.txt', bytes('second'), { upsert: true })).error).toBeNull();
    expect(await (await bucket.download('a/one.txt')).data!.text()).toBe('second');
    expect((await bucket.update('a/one.txt', bytes('third'))).error).toBeNull();

    expect((await bucket.move('a/one.txt', 'b/moved.txt')).error).toBeNull();
    expect(refusal((await bucket.download('a/one.txt')).error)).toMatchObject({ statusCode: '404' });
    expect((await bucket.copy('b/moved.txt', 'b/copy.txt')).error).toBeNull();
    expect(await (await bucket.download('b/copy.txt')).data!.text()).toBe('third');
    expect(await (await bucket.download('b/moved.txt')).data!.text()).toBe('third');
    expect((await bucket.list('b', { sortBy: { column: 'name', order: 'desc' } })).data?.map((entry) => entry.name)).toEqual([
      'moved.txt',
      'copy.txt',
    ]);

    // a name the hosted service refuses; a "../" the URL already resolved never reaches an object route
    expect(refusal((await bucket.upload('a/{x}.txt', bytes('x'))).error)).toMatchObject({
      statusCode: '400',
      message: 'Invalid key: a/{x}.txt',
    });
    expect(refusal((await bucket.upload('../escape.txt', bytes('x'))).error)).toMatchObject({ statusCode: '404' });
    expect((await bucket.list('a')).data).toEqual([]);
    expect(refusal((await service.deleteBucket('scratch-moves')).error)).toMatchObject({ statusCode: '409' });
    expect((await service.emptyBucket('scratch-moves')).error).toBeNull();
    expect((await service.deleteBucket('scratch-moves')).error).toBeNull();
  });

  it('a signed-in user sees no bucket (none has a policy for it); the service sees documents', async () => {
    const user = await signedInUser(local());
    expect((await user.client.storage.listBuckets()).data).toEqual([]);
    const buckets = await serviceClient(local()).storage.listBuckets();
    expect(buckets.data?.find((bucket) => bucket.id === 'documents')).toMatchObject({ public: false, file_size_limit: 52428800 });
  });
});
