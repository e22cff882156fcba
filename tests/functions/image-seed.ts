// Images for the edit tests, put into My images the way the page uploads them (the
// three calls of tests/functions/images-upload.test.ts), and what they read back:
// stored objects, bytes behind a signed URL, one pixel.
import sharp from 'sharp';
import { expect } from 'vitest';
import { IMAGE_HEAD_BYTES, type BeginImageUploadResponse, type ImageRow } from '../../src/domain/images-contract.ts';
import type { FunctionTestStack } from './harness.ts';

export type User = { id: string; accessToken: string };
export type Body = Record<string, unknown> & { detail?: string };

/** A 40 x 20 PNG: red on the left half, blue on the right; green in the bottom half. */
export function quarteredPng(): Promise<Buffer> {
  const [width, height] = [40, 20];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      raw[at] = x < 20 ? 255 : 0;
      raw[at + 1] = y < 10 ? 0 : 255;
      raw[at + 2] = x < 20 ? 0 : 255;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Uploads `bytes` as `name` through the upload endpoints; the stored image. */
export async function uploadImage(stack: FunctionTestStack, user: User, name: string, bytes: Uint8Array): Promise<ImageRow> {
  const head = Buffer.from(bytes.subarray(0, IMAGE_HEAD_BYTES)).toString('base64');
  const begun = await stack.callJson<BeginImageUploadResponse & Body>('POST', '/api/images/uploads', user, {
    name,
    size: bytes.length,
    head,
  });
  expect(begun.status, begun.body.detail).toBe(201);
  const sent = await stack
    .asUser(user)
    .storage.from('images')
    .uploadToSignedUrl(begun.body.upload.path, begun.body.upload.token, new Blob([new Uint8Array(bytes)]));
  expect(sent.error).toBeNull();
  const finished = await stack.callJson<{ image: ImageRow } & Body>('POST', `/api/images/uploads/${begun.body.upload.id}/finish`, user, {
    name,
  });
  expect(finished.status, finished.body.detail).toBe(201);
  return finished.body.image;
}

export async function bytesAt(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The RGB of one pixel. */
export async function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** The names of the user's objects in the images bucket. */
export async function storedObjects(stack: FunctionTestStack, user: User): Promise<string[]> {
  const { rows } = await stack.supabase.db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'images' and name like $1 order by name`,
    [`${user.id}/%`],
  );
  return rows.map((row) => row.name);
}
