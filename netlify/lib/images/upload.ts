// Uploading to My images, as My files does it (a function takes at most 6 MB a
// request; an image may be 20): the server types the image by its first bytes and
// checks its size (and its pixels when the head says them), then hands the browser a
// signed upload URL for `<user id>/uploads/<upload id>` in the private bucket. The
// browser puts the bytes straight into Storage; finishing reads them, cleans them
// (EXIF and GPS gone, turned upright, a thumbnail), stores the image as the generated
// ones are and removes the raw upload, refused or not: nothing refused stays stored.
// Uploads are not generations: the daily quota does not count them.
import * as v from 'valibot';
import {
  altFromFileName,
  IMAGE_HEAD_BYTES,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  type BeginImageUpload,
  type BeginImageUploadResponse,
  type ImageRow,
} from '#domain/images-contract.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { prepareImage } from './clean.ts';
import { readImageHead } from './header.ts';
import { IMAGES_BUCKET, storeImage } from './library.ts';

const NOT_FOUND = 'This upload is not here: it was finished already, or its bytes never arrived. Upload the image again.';

/** Where an upload's raw bytes wait, in the owner's folder. */
export const uploadPath = (userId: string, id: string) => `${userId}/uploads/${id}`;

/** A path segment as an upload id, 404 when it cannot be one. */
export function uploadIdOf(segment: string | undefined): string {
  const id = v.safeParse(v.pipe(v.string(), v.uuid()), segment);
  if (!id.success) throw new HttpError(404, NOT_FOUND);
  return id.output;
}

function headBytes(head: string): Uint8Array {
  const bytes = Buffer.from(head, 'base64');
  if (bytes.length > IMAGE_HEAD_BYTES) throw new HttpError(400, `head: at most ${IMAGE_HEAD_BYTES / 1024} KB.`);
  return new Uint8Array(bytes);
}

/** POST /api/images/uploads: checked from the head, then a signed upload URL for the raw bytes. */
export async function beginImageUpload(userId: string, request: BeginImageUpload): Promise<BeginImageUploadResponse> {
  const name = request.name.trim();
  const head = headBytes(request.head);
  if (request.size === 0 || head.length === 0) throw new HttpError(400, IMAGE_MESSAGES.empty(name));
  if (request.size > IMAGE_LIMITS.bytes) throw new HttpError(413, IMAGE_MESSAGES.tooLarge(name));
  readImageHead(head, name);
  const id = crypto.randomUUID();
  const signed = await serviceClient().storage.from(IMAGES_BUCKET).createSignedUploadUrl(uploadPath(userId, id));
  if (signed.error) throw new Error(`signed upload URL failed: ${signed.error.message}`);
  return { upload: { id, bucket: IMAGES_BUCKET, path: signed.data.path, token: signed.data.token } };
}

/**
 * POST /api/images/uploads/:id/finish: the raw bytes claimed (moved aside, so a second
 * call finds nothing), cleaned and stored as an 'uploaded' image; the raw bytes go
 * whatever happens. Another user's upload id is not in the caller's folder: 404.
 */
export async function finishImageUpload(userId: string, id: string, fileName: string): Promise<ImageRow> {
  const name = fileName.trim();
  const bucket = serviceClient().storage.from(IMAGES_BUCKET);
  const raw = uploadPath(userId, id);
  const claimed = `${raw}.finishing`;
  const moved = await bucket.move(raw, claimed);
  if (moved.error) throw new HttpError(404, NOT_FOUND);
  try {
    const { data, error } = await bucket.download(claimed);
    if (error) throw new Error(`upload download failed: ${error.message}`);
    const { clean, thumbnail } = await prepareImage(new Uint8Array(await data.arrayBuffer()), name);
    return await storeImage({
      userId,
      // the file name: My images' search finds it by its name even after the alt text is changed
      prompt: name.slice(0, 1000),
      alt: altFromFileName(name),
      model: null,
      source: 'uploaded',
      demo: false,
      image: clean,
      thumbnail,
    });
  } finally {
    const removed = await bucket.remove([claimed]);
    if (removed.error) console.error(`raw upload ${claimed} not removed: ${removed.error.message}`);
  }
}
