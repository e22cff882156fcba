// My images as their owner sees them: storing an image (bytes and thumbnail in the
// private bucket, then the row), the list (the newest version of each image, with
// signed URLs made in one call), the alt text, deleting an image with every version,
// and every object of an account that goes. Every query names the owner: the
// service-role client skips RLS. No sharp here: the account function imports this file.
import * as v from 'valibot';
import { IMAGE_DAILY_GENERATIONS, ImageSchema, type ImageRow, type ImageSource } from '#domain/images-contract.ts';
import type { Profile } from '#domain/profile.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';

export const IMAGES_BUCKET = 'images';
/** How long a signed URL of an image or thumbnail works. */
export const SIGNED_URL_SECONDS = 60 * 60;
/** My images lists at most this many, newest first. */
export const LIST_MAX = 500;
/** A search of My images: at most this many characters. */
export const SEARCH_MAX = 200;

const COLUMNS =
  'id, prompt, alt, model, source, parent_id, family_id, width, height, mime, size_bytes, demo, created_at, object_path, thumb_path';
const NOT_FOUND = 'This image is not in My images. It may have been deleted.';

/** A row of `images` as the server reads it: where its bytes are, and no URLs yet. */
const StoredRowSchema = v.object({
  ...v.omit(ImageSchema, ['url', 'thumb_url', 'versions']).entries,
  object_path: v.string(),
  thumb_path: v.string(),
});
export type StoredRow = v.InferOutput<typeof StoredRowSchema>;
/** A row with its family's number of versions (image_families answers these). */
const CountedRowSchema = v.object({ ...StoredRowSchema.entries, versions: v.number() });
type CountedRow = v.InferOutput<typeof CountedRowSchema>;

/** The plan's generations a day on the platform's key. */
export const dailyImageLimit = (tier: Profile['subscription_status']) => IMAGE_DAILY_GENERATIONS[tier === 'paid' ? 'pro' : 'free'];

/** A path segment as an image id, 404 when it cannot be one. */
export function imageIdOf(segment: string | undefined): string {
  const id = v.safeParse(v.pipe(v.string(), v.uuid()), segment);
  if (!id.success) throw new HttpError(404, NOT_FOUND);
  return id.output;
}

/** Signed URLs of many objects in one Storage call, by path. */
async function signedUrls(paths: string[]): Promise<Map<string, string>> {
  if (!paths.length) return new Map();
  const { data, error } = await serviceClient().storage.from(IMAGES_BUCKET).createSignedUrls(paths, SIGNED_URL_SECONDS);
  if (error) throw new Error(`signing image URLs failed: ${error.message}`);
  return new Map(data.flatMap((entry) => (entry.path && entry.signedUrl ? [[entry.path, entry.signedUrl] as const] : [])));
}

/** Rows as the owner's browser sees them, with signed URLs (an image whose bytes are missing has empty ones). */
export async function withUrls(rows: CountedRow[]): Promise<ImageRow[]> {
  const urls = await signedUrls(rows.flatMap((row) => [row.object_path, row.thumb_path]));
  return rows.map(({ object_path, thumb_path, ...row }) => ({
    ...row,
    url: urls.get(object_path) ?? '',
    thumb_url: urls.get(thumb_path) ?? '',
  }));
}

/**
 * The owner's images, the newest version of each, newest first, with how many versions
 * each has, in one call (image_families); `query` finds them by the words of those
 * versions' prompt and alt text.
 */
export async function listImages(userId: string, query: string | null): Promise<ImageRow[]> {
  const { data, error } = await serviceClient().rpc('image_families', {
    p_user_id: userId,
    p_limit: LIST_MAX,
    ...(query ? { p_query: query } : {}),
  });
  if (error) throw new Error(`images list failed: ${error.message}`);
  return withUrls(fromDatabase(v.array(CountedRowSchema), data, 'image_families'));
}

/** One of the owner's images (any version), 404 when it is not theirs. */
export async function loadImage(userId: string, id: string): Promise<StoredRow> {
  const { data, error } = await serviceClient().from('images').select(COLUMNS).eq('user_id', userId).eq('id', id).maybeSingle();
  if (error) throw new Error(`image read failed: ${error.message}`);
  if (!data) throw new HttpError(404, NOT_FOUND);
  return fromDatabase(StoredRowSchema, data, 'image');
}

/** What a new version keeps of the version it is made from (a transform, a restore): all but its bytes. */
export function nextVersionOf(userId: string, version: StoredRow) {
  return {
    userId,
    prompt: version.prompt,
    alt: version.alt,
    model: version.model,
    source: 'edited' as const,
    version: { parentId: version.id, familyId: version.family_id },
    demo: version.demo,
  };
}

/** Every version of one of the owner's images, newest first. */
export async function familyRows(userId: string, familyId: string): Promise<StoredRow[]> {
  const { data, error } = await serviceClient()
    .from('images')
    .select(COLUMNS)
    .eq('user_id', userId)
    .eq('family_id', familyId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`image versions read failed: ${error.message}`);
  return fromDatabase(v.array(StoredRowSchema), data, 'images');
}

/** One row as its owner sees it, with its family's number of versions (counted unless known). */
async function shown(userId: string, row: StoredRow, knownVersions?: number): Promise<ImageRow> {
  const versions = knownVersions ?? (await familyRows(userId, row.family_id)).length;
  const [image] = await withUrls([{ ...row, versions }]);
  return image!;
}

/** One of the owner's images as a model sees it: its type, size and bytes. */
export interface OwnImage {
  id: string;
  mime: ImageRow['mime'];
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * The bytes of one of the owner's images, read from the private bucket with the
 * service role (a chat question's image); 400 when it is not theirs or is gone.
 */
export async function readOwnImage(userId: string, id: string): Promise<OwnImage> {
  const row = await loadImage(userId, id).catch((error: unknown) => {
    throw error instanceof HttpError ? new HttpError(400, NOT_FOUND) : error;
  });
  const { data, error } = await serviceClient().storage.from(IMAGES_BUCKET).download(row.object_path);
  if (error) throw new HttpError(400, NOT_FOUND);
  return { id: row.id, mime: row.mime, width: row.width, height: row.height, bytes: new Uint8Array(await data.arrayBuffer()) };
}

/** Changes the owner's alt text of an image. */
export async function updateAlt(userId: string, id: string, alt: string): Promise<ImageRow> {
  const { data, error } = await serviceClient()
    .from('images')
    .update({ alt })
    .eq('user_id', userId)
    .eq('id', id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) throw new Error(`image update failed: ${error.message}`);
  if (!data) throw new HttpError(404, NOT_FOUND);
  return shown(userId, fromDatabase(StoredRowSchema, data, 'image'));
}

/** Removes stored bytes; a missing object is already gone. */
async function removeObjects(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const { error } = await serviceClient().storage.from(IMAGES_BUCKET).remove(paths);
  if (error) throw new Error(`storage remove failed: ${error.message}`);
}

/** Removes stored bytes, at most 100 paths a Storage call. */
async function removeObjectsInBatches(paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 100) await removeObjects(paths.slice(start, start + 100));
}

/**
 * Deletes the owner's image, every version of it (the id may be any version): the
 * bytes first (a row without bytes can be deleted again; bytes without a row would be
 * lost to sight), then the rows.
 */
export async function deleteImage(userId: string, id: string): Promise<void> {
  const image = await loadImage(userId, id);
  const versions = await familyRows(userId, image.family_id);
  await removeObjectsInBatches(versions.flatMap((version) => [version.object_path, version.thumb_path]));
  const { error } = await serviceClient().from('images').delete().eq('user_id', userId).eq('family_id', image.family_id);
  if (error) throw new Error(`image delete failed: ${error.message}`);
}

/** Every stored image object of a user (before their account goes): the rows cascade, the bytes do not. */
export async function removeAllImageObjects(userId: string): Promise<void> {
  const { data, error } = await serviceClient().from('images').select('object_path, thumb_path').eq('user_id', userId);
  if (error) throw new Error(`images read failed: ${error.message}`);
  // and the raw bytes of uploads never finished (`<user id>/uploads/`, netlify/lib/images/upload.ts)
  const uploads = await serviceClient().storage.from(IMAGES_BUCKET).list(`${userId}/uploads`, { limit: 1000 });
  if (uploads.error) throw new Error(`image uploads list failed: ${uploads.error.message}`);
  const paths = [
    ...data.flatMap((row) => [row.object_path, row.thumb_path]),
    ...uploads.data.map((object) => `${userId}/uploads/${object.name}`),
  ];
  await removeObjectsInBatches(paths);
}

export interface NewImage {
  userId: string;
  prompt: string;
  alt: string;
  model: string | null;
  source: ImageSource;
  /** The image this is a new version of: the version it was made from, and its family. */
  version?: { parentId: string; familyId: string } | null;
  demo: boolean;
  image: { bytes: Uint8Array; mime: ImageRow['mime']; ext: string; width: number; height: number };
  thumbnail: Uint8Array;
}

/**
 * Stores an image, or a new version of one: its bytes and thumbnail under
 * `<user id>/<image id>/`, then its row; when the row cannot be written the bytes go
 * again. The answer carries signed URLs and the family's number of versions.
 */
export async function storeImage(image: NewImage): Promise<ImageRow> {
  const id = crypto.randomUUID();
  const objectPath = `${image.userId}/${id}/image.${image.image.ext}`;
  const thumbPath = `${image.userId}/${id}/thumb.webp`;
  const bucket = serviceClient().storage.from(IMAGES_BUCKET);
  const uploads = await Promise.all([
    bucket.upload(objectPath, image.image.bytes, { contentType: image.image.mime, upsert: false }),
    bucket.upload(thumbPath, image.thumbnail, { contentType: 'image/webp', upsert: false }),
  ]);
  const failed = uploads.find((upload) => upload.error);
  if (failed?.error) {
    await removeObjects([objectPath, thumbPath]).catch(() => {});
    throw new Error(`image upload failed: ${failed.error.message}`);
  }
  const { data, error } = await serviceClient()
    .from('images')
    .insert({
      id,
      user_id: image.userId,
      prompt: image.prompt,
      alt: image.alt,
      model: image.model,
      source: image.source,
      parent_id: image.version?.parentId ?? null,
      family_id: image.version?.familyId ?? id,
      width: image.image.width,
      height: image.image.height,
      mime: image.image.mime,
      size_bytes: image.image.bytes.length,
      demo: image.demo,
      object_path: objectPath,
      thumb_path: thumbPath,
    })
    .select(COLUMNS)
    .single();
  if (error) {
    await removeObjects([objectPath, thumbPath]).catch(() => {});
    throw new Error(`image row insert failed: ${error.message}`);
  }
  // a first version is a family of one
  return shown(image.userId, fromDatabase(StoredRowSchema, data, 'image'), image.version ? undefined : 1);
}

/** The bytes of a stored object (an image or a thumbnail of the owner's, by the path on its row). */
export async function downloadObject(path: string): Promise<Buffer> {
  const { data, error } = await serviceClient().storage.from(IMAGES_BUCKET).download(path);
  if (error) throw new Error(`image download failed: ${error.message}`);
  return Buffer.from(await data.arrayBuffer());
}
