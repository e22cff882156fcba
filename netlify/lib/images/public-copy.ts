// Use in post: the public copy of an image a delivery carries. Connectors fetch an
// image from an address without credentials, so the server copies it (service role)
// from the private `images` bucket to the public `public-images` bucket, under a
// random folder that cannot be guessed from the image: `<32 random hex>/<image id>.<ext>`.
// One copy an image, kept in image_public_copies and reused. A copy outlives its image
// (its row's image_id set to null): posts already sent keep their picture, as the
// Delete dialog of My images says; every copy of an account goes with the account.
// Every query names the owner.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { DeliveryImage, DeliveryMedia, PostImage } from '#domain/automation/post-image.ts';
import { ImageSchema } from '#domain/images-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';

export const PUBLIC_IMAGES_BUCKET = 'public-images';
const PRIVATE_IMAGES_BUCKET = 'images';

export const NOT_OWNERS_IMAGE = 'This image is not in your My images. Choose another one.';

const EXTENSIONS: Record<DeliveryMedia['mime'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const SourceRowSchema = v.object({
  ...v.pick(ImageSchema, ['id', 'width', 'height', 'mime']).entries,
  object_path: v.string(),
});
type SourceRow = v.InferOutput<typeof SourceRowSchema>;

/** What a delivery carries of its image: the public copy for the payloads, the bytes for an upload. */
export interface PreparedImage {
  image: DeliveryImage;
  media: DeliveryMedia;
}

async function ownersImage(userId: string, imageId: string): Promise<SourceRow | null> {
  const { data, error } = await serviceClient()
    .from('images')
    .select('id, width, height, mime, object_path')
    .eq('user_id', userId)
    .eq('id', imageId)
    .maybeSingle();
  if (error) throw new Error(`image read failed: ${error.message}`);
  return data ? fromDatabase(SourceRowSchema, data, 'image') : null;
}

async function download(path: string): Promise<Uint8Array> {
  const { data, error } = await serviceClient().storage.from(PRIVATE_IMAGES_BUCKET).download(path);
  if (error) throw new Error(`image download failed: ${error.message}`);
  return new Uint8Array(await data.arrayBuffer());
}

const publicUrl = (path: string) => serviceClient().storage.from(PUBLIC_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;

async function removeObjects(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const { error } = await serviceClient().storage.from(PUBLIC_IMAGES_BUCKET).remove(paths);
  if (error) throw new Error(`public copy remove failed: ${error.message}`);
}

async function existingCopy(imageId: string): Promise<string | null> {
  const { data, error } = await serviceClient().from('image_public_copies').select('object_path').eq('image_id', imageId).maybeSingle();
  if (error) throw new Error(`public copy read failed: ${error.message}`);
  return data?.object_path ?? null;
}

/** Every public copy of a user (before their account goes): the rows cascade, the objects do not. */
export async function removeAllPublicCopies(userId: string): Promise<void> {
  const { data, error } = await serviceClient().from('image_public_copies').select('id, object_path').eq('user_id', userId);
  if (error) throw new Error(`public copies read failed: ${error.message}`);
  await removeCopies(data);
}

async function removeCopies(copies: { id: string; object_path: string }[]): Promise<void> {
  for (let start = 0; start < copies.length; start += 100) {
    const batch = copies.slice(start, start + 100);
    await removeObjects(batch.map((copy) => copy.object_path));
    const ids = batch.map((copy) => copy.id);
    const { error } = await serviceClient().from('image_public_copies').delete().in('id', ids);
    if (error) throw new Error(`public copies delete failed: ${error.message}`);
  }
}

/** The path of the image's public copy, made now when it has none. */
async function publicCopyPath(userId: string, image: SourceRow): Promise<string> {
  const existing = await existingCopy(image.id);
  if (existing) return existing;
  const path = `${randomBytes(16).toString('hex')}/${image.id}.${EXTENSIONS[image.mime]}`;
  const bytes = await download(image.object_path);
  const { error: uploadError } = await serviceClient()
    .storage.from(PUBLIC_IMAGES_BUCKET)
    .upload(path, bytes, { contentType: image.mime, upsert: false });
  if (uploadError) throw new Error(`public copy upload failed: ${uploadError.message}`);
  const { error } = await serviceClient().from('image_public_copies').insert({ image_id: image.id, user_id: userId, object_path: path });
  if (!error) return path;
  // Another delivery made the copy first: theirs is kept.
  await removeObjects([path]);
  const theirs = await existingCopy(image.id);
  if (!theirs) throw new Error(`public copy record failed: ${error.message}`);
  return theirs;
}

/**
 * The post's image as a delivery carries it, its public copy made if needed; null when
 * the image has been deleted since it was chosen (the post goes without it). `strict`
 * (a send the owner asked for now) refuses an image that is not theirs with a 400 instead.
 */
export async function prepareDeliveryImage(userId: string, chosen: PostImage, strict = false): Promise<PreparedImage | null> {
  const image = await ownersImage(userId, chosen.id);
  if (!image) {
    if (strict) throw new HttpError(400, NOT_OWNERS_IMAGE);
    return null;
  }
  const path = await publicCopyPath(userId, image);
  return {
    image: { url: publicUrl(path), alt: chosen.alt, width: image.width, height: image.height },
    media: { mime: image.mime, fileName: `${image.id}.${EXTENSIONS[image.mime]}`, bytes: () => download(image.object_path) },
  };
}
