// Uploading to My images through the real flow: POST /api/images/uploads (typed and
// measured from the first bytes), the bytes put to Storage through the signed URL
// with the user's own supabase-js client, POST /api/images/uploads/:id/finish. The
// stored photo has lost its EXIF (GPS, a marker in ImageDescription) and stands
// upright; refusals leave nothing stored; another user cannot finish an upload.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../fixtures/png-bomb.ts';
import * as imagesUploadsFinish from '../../netlify/functions/images-uploads-finish.mts';
import * as imagesUploads from '../../netlify/functions/images-uploads.mts';
import * as images from '../../netlify/functions/images.mts';
import * as account from '../../netlify/functions/account.mts';
import { THUMBNAIL } from '../../netlify/lib/images/clean.ts';
import {
  altFromFileName,
  IMAGE_DAILY_GENERATIONS,
  IMAGE_HEAD_BYTES,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  type BeginImageUploadResponse,
  type ImageList,
  type ImageRow,
} from '../../src/domain/images-contract.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([imagesUploads, imagesUploadsFinish, images, account]);
});
afterAll(async () => {
  await stack?.stop();
});

const MARKER = 'GPS-MARKER-7f3a-SECRET';
/** The GPS IFD pointer tag (0x8825) as a little-endian EXIF block writes it. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

/** A 64 x 32 JPEG whose EXIF says to turn it a quarter (orientation 6), with a GPS position and the marker. */
const photo = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { ImageDescription: MARKER },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer();

const headOf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, IMAGE_HEAD_BYTES)).toString('base64');
const begin = (user: User, name: string, bytes: Uint8Array, size = bytes.length) =>
  stack.callJson<BeginImageUploadResponse & Body>('POST', '/api/images/uploads', user, { name, size, head: headOf(bytes) });
const put = (user: User, upload: BeginImageUploadResponse['upload'], bytes: Uint8Array) =>
  stack
    .asUser(user)
    .storage.from('images')
    .uploadToSignedUrl(upload.path, upload.token, new Blob([bytes as Uint8Array<ArrayBuffer>]), { contentType: 'image/jpeg' });
const finish = (user: User, id: string, name: string) =>
  stack.callJson<{ image: ImageRow } & Body>('POST', `/api/images/uploads/${id}/finish`, user, { name });
const list = (user: User, q?: string) =>
  stack.callJson<ImageList & Body>('GET', `/api/images${q ? `?q=${encodeURIComponent(q)}` : ''}`, user);
const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
const storedObjects = async (user: User) =>
  (
    await stack.supabase.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'images' and name like $1 order by name`,
      [`${user.id}/%`],
    )
  ).rows.map((row) => row.name);

/** The three calls as the page makes them. */
async function upload(user: User, name: string, bytes: Uint8Array) {
  const begun = await begin(user, name, bytes);
  expect(begun.status, begun.body.detail).toBe(201);
  const sent = await put(user, begun.body.upload, bytes);
  expect(sent.error).toBeNull();
  return { id: begun.body.upload.id, finished: await finish(user, begun.body.upload.id, name) };
}

describe('uploading to My images', () => {
  it('stores a photo without its EXIF and GPS, upright, with a thumbnail, as an upload uncounted by the day', async () => {
    const user = await stack.createUser();
    const bytes = await photo();
    expect(bytes.includes(MARKER)).toBe(true);
    expect(bytes.includes(GPS_TAG)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 64, height: 32, orientation: 6 });

    const { id, finished } = await upload(user, 'IMG_2041-beach_walk.jpg', bytes);
    expect(finished.status, finished.body.detail).toBe(201);
    const { image } = finished.body;
    expect(image).toMatchObject({
      prompt: 'IMG_2041-beach_walk.jpg',
      alt: 'IMG 2041 beach walk',
      model: null,
      source: 'uploaded',
      parent_id: null,
      width: 32,
      height: 64,
      mime: 'image/jpeg',
      demo: false,
    });

    const stored = await bytesAt(image.url);
    expect(stored.length).toBe(image.size_bytes);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.includes(GPS_TAG)).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
    const thumb = await bytesAt(image.thumb_url);
    expect(thumb.length).toBeLessThanOrEqual(THUMBNAIL.maxBytes);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 32, height: 64 });
    expect(thumb.includes(MARKER)).toBe(false);

    // the raw upload is gone; the image and its thumbnail are all that is stored
    expect(await storedObjects(user)).toEqual([`${user.id}/${image.id}/image.jpg`, `${user.id}/${image.id}/thumb.webp`]);
    expect((await finish(user, id, 'IMG_2041-beach_walk.jpg')).status).toBe(404);
    const listed = await list(user);
    expect(listed.body.images.map((row) => row.id)).toEqual([image.id]);
    expect(listed.body.quota).toEqual({ used: 0, limit: IMAGE_DAILY_GENERATIONS.free });
    // found by its name and by its alt text
    expect((await list(user, 'beach')).body.images.map((row) => row.id)).toEqual([image.id]);
  });

  it('refuses a text file named .png at the start with 415, and a PNG bomb by its pixels with 413; nothing stored', async () => {
    const user = await stack.createUser();
    const text = Buffer.from('Dear customer, this is not a picture at all.');
    expect(await begin(user, 'holiday.png', text)).toMatchObject({
      status: 415,
      body: { detail: IMAGE_MESSAGES.notAnImage('holiday.png') },
    });
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(4096);
    expect(await begin(user, 'bomb.png', bomb)).toMatchObject({ status: 413, body: { detail: IMAGE_MESSAGES.tooManyPixels('bomb.png') } });
    expect(await begin(user, 'huge.jpg', await photo(), IMAGE_LIMITS.bytes + 1)).toMatchObject({
      status: 413,
      body: { detail: IMAGE_MESSAGES.tooLarge('huge.jpg') },
    });
    expect(await begin(user, 'empty.jpg', Buffer.alloc(0))).toMatchObject({
      status: 400,
      body: { detail: IMAGE_MESSAGES.empty('empty.jpg') },
    });
    expect(await storedObjects(user)).toEqual([]);
    expect((await list(user)).body.images).toEqual([]);
  });

  it('refuses at finish an image whose head passes but whose body is damaged, and removes the raw upload', async () => {
    const user = await stack.createUser();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
    const cut = png.subarray(0, 60);
    const { finished } = await upload(user, 'cut.png', cut);
    expect(finished).toMatchObject({ status: 415, body: { detail: IMAGE_MESSAGES.unreadable('cut.png') } });
    expect(await storedObjects(user)).toEqual([]);
    expect((await list(user)).body.images).toEqual([]);
  });

  it('lets nobody else finish an upload: 404, and the owner still can', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const bytes = await photo();
    const begun = await begin(owner, 'shop.jpg', bytes);
    expect(begun.status).toBe(201);
    expect(begun.body.upload.path).toBe(`${owner.id}/uploads/${begun.body.upload.id}`);
    expect((await put(owner, begun.body.upload, bytes)).error).toBeNull();
    // a user's own token cannot write into the bucket, not even into their own folder
    const own = await stack
      .asUser(other)
      .storage.from('images')
      .upload(`${other.id}/uploads/${crypto.randomUUID()}`, new Blob([bytes]), { contentType: 'image/jpeg' });
    expect(own.error).not.toBeNull();

    expect(await finish(other, begun.body.upload.id, 'shop.jpg')).toMatchObject({ status: 404 });
    expect((await finish(owner, 'not-an-id', 'shop.jpg')).status).toBe(404);
    expect((await finish(owner, begun.body.upload.id, '  ')).status).toBe(400);
    expect(await storedObjects(other)).toEqual([]);
    const finished = await finish(owner, begun.body.upload.id, 'shop.jpg');
    expect(finished).toMatchObject({ status: 201, body: { image: { alt: 'Shop', source: 'uploaded' } } });
    expect((await list(other)).body.images).toEqual([]);
    expect(
      (await stack.callJson('POST', '/api/images/uploads', null, { name: 'a.jpg', size: bytes.length, head: headOf(bytes) })).status,
    ).toBe(401);
  });

  it('removes an unfinished upload with the account', async () => {
    const owner = await stack.createUser();
    const bytes = await photo();
    const begun = await begin(owner, 'left.jpg', bytes);
    expect((await put(owner, begun.body.upload, bytes)).error).toBeNull();
    expect(await storedObjects(owner)).toEqual([begun.body.upload.path]);
    expect((await stack.call('/api/account', { method: 'DELETE', token: owner.accessToken })).status).toBe(200);
    expect(await storedObjects(owner)).toEqual([]);
  });
});

describe('altFromFileName', () => {
  it('makes a file name readable', () => {
    expect(altFromFileName('IMG_2041-beach_walk.jpg')).toBe('IMG 2041 beach walk');
    expect(altFromFileName('shop front.JPEG')).toBe('Shop front');
    expect(altFromFileName('.png')).toBe('Uploaded image');
  });
});
