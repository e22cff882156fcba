// POST /api/images/:id/transform: rotate, flip, crop and resize without AI, as a new
// version of the image. The order is the editor's: rotate (clockwise) and flip first,
// then the crop, a rectangle of that rotated and flipped picture, then the width (the
// height follows). The format stays (a GIF, whose animation a crop would break,
// becomes a PNG), no metadata is written, and a new thumbnail is made. Not counted.
import sharp from 'sharp';
import * as v from 'valibot';
import { IMAGE_EDIT_MESSAGES, type ImageRow, type TransformImageRequestSchema } from '#domain/images-contract.ts';
import { HttpError } from '../http.ts';
import { encodeAs, inputOptions, makeThumbnail, OUTPUT } from './clean.ts';
import { sniffImage } from './header.ts';
import { downloadObject, loadImage, nextVersionOf, storeImage, type StoredRow } from './library.ts';

export type Transform = v.InferOutput<typeof TransformImageRequestSchema>;

interface Size {
  width: number;
  height: number;
}

/** The picture's size once rotated (a quarter turn swaps the sides). */
const rotatedSize = (image: Size, rotate: Transform['rotate']): Size =>
  rotate === 90 || rotate === 270 ? { width: image.height, height: image.width } : { width: image.width, height: image.height };

/** What the request does to an image of this size, refused in the contract's words when it cannot, or changes nothing. */
export function planTransform(image: Size, request: Transform) {
  const frame = rotatedSize(image, request.rotate);
  const { crop } = request;
  if (crop && (crop.left + crop.width > frame.width || crop.top + crop.height > frame.height))
    throw new HttpError(400, IMAGE_EDIT_MESSAGES.cropOutside);
  const cropped = crop ? { width: crop.width, height: crop.height } : frame;
  if (request.width !== null && request.width > cropped.width) throw new HttpError(400, IMAGE_EDIT_MESSAGES.widthTooLarge(cropped.width));
  const cropChanges = crop !== null && (crop.width !== frame.width || crop.height !== frame.height);
  const widthChanges = request.width !== null && request.width !== cropped.width;
  const turns = request.rotate !== 0 || request.flip_horizontal || request.flip_vertical;
  if (!turns && !cropChanges && !widthChanges) throw new HttpError(400, IMAGE_EDIT_MESSAGES.nothingToDo);
  return { crop: cropChanges ? crop : null, width: widthChanges ? request.width : null };
}

/**
 * sharp mirrors before it rotates, whatever the order of the calls; mirroring once
 * after a rotation by `angle` is mirroring first, then rotating by -angle (twice is a
 * half turn, which commutes).
 */
export function sharpAngle(request: Transform): number {
  const mirrors = Number(request.flip_horizontal) + Number(request.flip_vertical);
  return mirrors === 1 ? (360 - request.rotate) % 360 : request.rotate;
}

type Crop = NonNullable<Transform['crop']>;

/**
 * Without a rotation sharp crops before it mirrors: the rectangle of the mirrored
 * picture is then the mirror image of the one to take from the picture as stored.
 */
function unmirroredCrop(crop: Crop, image: Size, request: Transform): Crop {
  return {
    ...crop,
    left: request.flip_horizontal ? image.width - crop.left - crop.width : crop.left,
    top: request.flip_vertical ? image.height - crop.top - crop.height : crop.top,
  };
}

/** The transformed bytes, in the image's own format (a GIF as a PNG), without metadata. */
export async function transformBytes(bytes: Uint8Array, image: Size, request: Transform) {
  const plan = planTransform(image, request);
  const format = sniffImage(bytes);
  if (!format || format === 'heic') throw new Error('a stored image is not of a stored format');
  const output = format === 'gif' ? 'png' : format;
  const angle = sharpAngle(request);
  let pipeline = sharp(bytes, inputOptions(false)).flop(request.flip_horizontal).flip(request.flip_vertical).rotate(angle);
  if (plan.crop) pipeline = pipeline.extract(angle === 0 ? unmirroredCrop(plan.crop, image, request) : plan.crop);
  if (plan.width) pipeline = pipeline.resize({ width: plan.width });
  const { data, info } = await encodeAs(pipeline, output).toBuffer({ resolveWithObject: true });
  return { bytes: data, ...OUTPUT[output], width: info.width, height: info.height };
}

/** A new newest version of the owner's image, transformed; 404 when it is not theirs. */
export async function transformImage(userId: string, id: string, request: Transform): Promise<ImageRow> {
  const version: StoredRow = await loadImage(userId, id);
  planTransform(version, request);
  const transformed = await transformBytes(await downloadObject(version.object_path), version, request);
  return storeImage({
    ...nextVersionOf(userId, version),
    image: transformed,
    thumbnail: await makeThumbnail(transformed.bytes),
  });
}
