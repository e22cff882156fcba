// Editing without AI, and versions, through the real endpoints and the real Storage
// API: rotate, flip, crop and resize as new versions (pixels read back with sharp,
// the format kept, no metadata), refusals in the contract's words, the versions
// list, My images showing the newest version of each image, restore, and delete
// taking every version's bytes. Another user gets 404 everywhere.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as imagesRestore from '../../netlify/functions/images-restore.mts';
import * as imagesTransform from '../../netlify/functions/images-transform.mts';
import * as imagesUploadsFinish from '../../netlify/functions/images-uploads-finish.mts';
import * as imagesUploads from '../../netlify/functions/images-uploads.mts';
import * as imagesVersions from '../../netlify/functions/images-versions.mts';
import * as images from '../../netlify/functions/images.mts';
import { THUMBNAIL } from '../../netlify/lib/images/clean.ts';
import { IMAGE_EDIT_MESSAGES, type ImageList, type ImageRow, type ImageVersions } from '../../src/domain/images-contract.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';
import { bytesAt, pixelAt, quarteredPng, storedObjects, uploadImage, type Body, type User } from './image-seed.ts';

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([imagesTransform, imagesVersions, imagesRestore, imagesUploads, imagesUploadsFinish, images]);
});
afterAll(async () => {
  await stack?.stop();
});

const transform = (user: User, id: string, body: Record<string, unknown>) =>
  stack.callJson<{ image: ImageRow } & Body>('POST', `/api/images/${id}/transform`, user, body);
const versionsOf = (user: User, id: string) => stack.callJson<ImageVersions & Body>('GET', `/api/images/${id}/versions`, user);
const restore = (user: User, id: string) => stack.callJson<{ image: ImageRow } & Body>('POST', `/api/images/${id}/restore`, user);
const list = (user: User) => stack.callJson<ImageList & Body>('GET', '/api/images', user);

const RED_TOP = [255, 0, 0];
const RED_BOTTOM = [255, 255, 0];
const BLUE_TOP = [0, 0, 255];

describe('POST /api/images/:id/transform', () => {
  it('rotates, flips, crops and resizes into new versions of the image, in its own format, uncounted', async () => {
    const user = await stack.createUser();
    const original = await uploadImage(stack, user, 'quarters.png', await quarteredPng());
    expect(original).toMatchObject({ width: 40, height: 20, family_id: original.id, versions: 1 });
    expect(await pixelAt(await bytesAt(original.url), 0, 0)).toEqual(RED_TOP);

    const rotated = await transform(user, original.id, { rotate: 90 });
    expect(rotated.status, rotated.body.detail).toBe(201);
    expect(rotated.body.image).toMatchObject({
      width: 20,
      height: 40,
      mime: 'image/png',
      source: 'edited',
      parent_id: original.id,
      family_id: original.id,
      versions: 2,
      alt: original.alt,
      prompt: original.prompt,
    });
    const turned = await bytesAt(rotated.body.image.url);
    expect(await sharp(turned).metadata()).toMatchObject({ format: 'png', width: 20, height: 40 });
    // a quarter turn clockwise brings the bottom-left corner to the top left
    expect(await pixelAt(turned, 0, 0)).toEqual(RED_BOTTOM);

    const flipped = (await transform(user, original.id, { flip_horizontal: true })).body.image;
    expect(await pixelAt(await bytesAt(flipped.url), 0, 0)).toEqual(BLUE_TOP);
    const upsideDown = (await transform(user, original.id, { flip_vertical: true })).body.image;
    expect(await pixelAt(await bytesAt(upsideDown.url), 0, 0)).toEqual(RED_BOTTOM);

    const cropped = await transform(user, original.id, { crop: { left: 20, top: 2, width: 16, height: 18 } });
    expect(cropped.body.image).toMatchObject({ width: 16, height: 18 });
    const croppedBytes = await bytesAt(cropped.body.image.url);
    expect(await pixelAt(croppedBytes, 0, 0)).toEqual(BLUE_TOP);
    expect(await sharp(croppedBytes).metadata()).toMatchObject({ width: 16, height: 18 });

    // rotate, then crop in the rotated picture, then resize
    const all = await transform(user, original.id, { rotate: 270, crop: { left: 0, top: 0, width: 20, height: 20 }, width: 16 });
    expect(all.body.image).toMatchObject({ width: 16, height: 16 });
    // a quarter turn the other way brings the top-right corner to the top left
    expect(await pixelAt(await bytesAt(all.body.image.url), 0, 0)).toEqual(BLUE_TOP);

    const smaller = (await transform(user, original.id, { width: 20 })).body.image;
    expect(smaller).toMatchObject({ width: 20, height: 10 });
    const thumb = await bytesAt(smaller.thumb_url);
    expect(thumb.length).toBeLessThanOrEqual(THUMBNAIL.maxBytes);
    expect((await sharp(thumb).metadata()).format).toBe('webp');

    expect((await list(user)).body.quota.used).toBe(0);
  });

  it('keeps a JPEG a JPEG and a WebP a WebP without metadata, and makes a GIF a PNG', async () => {
    const user = await stack.createUser();
    const exifJpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'SECRET-MARKER' } } })
      .toBuffer();
    const jpeg = await uploadImage(stack, user, 'photo.jpg', exifJpeg);
    const turned = (await transform(user, jpeg.id, { rotate: 180 })).body.image;
    expect(turned).toMatchObject({ mime: 'image/jpeg', width: 64, height: 32 });
    const jpegBytes = await bytesAt(turned.url);
    const jpegMeta = await sharp(jpegBytes).metadata();
    expect(jpegMeta).toMatchObject({ format: 'jpeg', width: 64, height: 32 });
    expect(jpegMeta.exif).toBeUndefined();
    expect(jpegBytes.includes('SECRET-MARKER')).toBe(false);

    const webp = await uploadImage(
      stack,
      user,
      'art.webp',
      await sharp(await quarteredPng())
        .webp()
        .toBuffer(),
    );
    const webpFlipped = (await transform(user, webp.id, { flip_vertical: true })).body.image;
    expect(webpFlipped.mime).toBe('image/webp');
    expect((await sharp(await bytesAt(webpFlipped.url)).metadata()).format).toBe('webp');

    const gif = await uploadImage(
      stack,
      user,
      'anim.gif',
      await sharp(await quarteredPng())
        .gif()
        .toBuffer(),
    );
    expect(gif.mime).toBe('image/gif');
    const gifCropped = (await transform(user, gif.id, { crop: { left: 0, top: 0, width: 20, height: 20 } })).body.image;
    expect(gifCropped).toMatchObject({ mime: 'image/png', width: 20, height: 20 });
    expect((await sharp(await bytesAt(gifCropped.url)).metadata()).format).toBe('png');
  });

  it('refuses a crop past the edge, a width over the image’s, and a request that changes nothing, in the contract’s words', async () => {
    const user = await stack.createUser();
    const image = await uploadImage(stack, user, 'quarters.png', await quarteredPng());
    const refusals: [Record<string, unknown>, string][] = [
      [{ crop: { left: 30, top: 0, width: 16, height: 16 } }, IMAGE_EDIT_MESSAGES.cropOutside],
      [{ rotate: 90, crop: { left: 0, top: 0, width: 40, height: 20 } }, IMAGE_EDIT_MESSAGES.cropOutside],
      [{ width: 41 }, IMAGE_EDIT_MESSAGES.widthTooLarge(40)],
      [{ crop: { left: 0, top: 0, width: 16, height: 16 }, width: 20 }, IMAGE_EDIT_MESSAGES.widthTooLarge(16)],
      [{}, IMAGE_EDIT_MESSAGES.nothingToDo],
      [{ rotate: 0, crop: { left: 0, top: 0, width: 40, height: 20 }, width: 40 }, IMAGE_EDIT_MESSAGES.nothingToDo],
    ];
    for (const [body, detail] of refusals)
      expect(await transform(user, image.id, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { detail } });
    expect((await transform(user, image.id, { rotate: 45 })).status).toBe(400);
    expect((await transform(user, image.id, { width: 8 })).body.detail).toBe('width: The width must be at least 16 pixels.');
    expect((await versionsOf(user, image.id)).body.versions).toHaveLength(1);
  });
});

describe('versions', () => {
  it('lists versions newest first, shows the newest of each image in My images, restores, and deletes every version; another user gets 404', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const first = await uploadImage(stack, owner, 'quarters.png', await quarteredPng());
    const lone = await uploadImage(stack, owner, 'lone.png', await quarteredPng());
    const second = (await transform(owner, first.id, { rotate: 90 })).body.image;
    const third = (await transform(owner, second.id, { flip_horizontal: true })).body.image;
    expect(third).toMatchObject({ parent_id: second.id, family_id: first.id, versions: 3 });

    const versions = await versionsOf(owner, first.id);
    expect(versions.status).toBe(200);
    expect(versions.body.versions.map((version) => [version.id, version.versions])).toEqual([
      [third.id, 3],
      [second.id, 3],
      [first.id, 3],
    ]);
    expect((await versionsOf(owner, second.id)).body.versions.map((version) => version.id)).toEqual([third.id, second.id, first.id]);
    expect((await list(owner)).body.images.map((image) => [image.id, image.family_id, image.versions])).toEqual([
      [third.id, first.id, 3],
      [lone.id, lone.id, 1],
    ]);

    const restored = await restore(owner, first.id);
    expect(restored.status, restored.body.detail).toBe(201);
    expect(restored.body.image).toMatchObject({
      source: 'edited',
      parent_id: first.id,
      family_id: first.id,
      versions: 4,
      width: 40,
      height: 20,
      mime: 'image/png',
    });
    expect(await bytesAt(restored.body.image.url)).toEqual(await bytesAt(first.url));
    expect((await list(owner)).body.images.map((image) => image.id)).toEqual([restored.body.image.id, lone.id]);
    expect((await versionsOf(owner, third.id)).body.versions.map((version) => version.id)).toEqual([
      restored.body.image.id,
      third.id,
      second.id,
      first.id,
    ]);

    // another user's ids are not theirs on any endpoint
    expect((await versionsOf(other, first.id)).status).toBe(404);
    expect((await restore(other, first.id)).status).toBe(404);
    expect((await transform(other, first.id, { rotate: 90 })).status).toBe(404);
    expect((await stack.call(`/api/images/${second.id}`, { method: 'DELETE', token: other.accessToken })).status).toBe(404);
    expect((await versionsOf(owner, 'not-an-id')).status).toBe(404);
    expect((await list(other)).body.images).toEqual([]);

    // deleting one version deletes the image: every version, bytes and all
    expect((await stack.call(`/api/images/${second.id}`, { method: 'DELETE', token: owner.accessToken })).status).toBe(204);
    expect(await storedObjects(stack, owner)).toEqual([`${owner.id}/${lone.id}/image.png`, `${owner.id}/${lone.id}/thumb.webp`]);
    expect((await list(owner)).body.images.map((image) => image.id)).toEqual([lone.id]);
    expect((await versionsOf(owner, first.id)).status).toBe(404);
    expect((await restore(owner, third.id)).status).toBe(404);
  });
});
