// Every image is stored as sharp re-encodes it: turned upright by its EXIF
// orientation, every piece of metadata dropped (EXIF with its GPS position and camera
// serial, XMP, IPTC; colours converted to sRGB, so no ICC profile is needed), in its
// own format. A GIF stays a GIF, animation kept (a PNG would lose it); a HEIC photo
// becomes a JPEG when sharp can decode it (its prebuilt libvips cannot decode HEVC, so
// in practice it is refused with words saying to export it as JPEG). The header is
// checked first (header.ts): nothing is decoded that is over the limits.
import { crc32 } from 'node:zlib';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '#domain/images-contract.ts';
import { HttpError } from '../http.ts';
import { readImageHeader, type ImageFormat, type StoredMime } from './header.ts';

export interface CleanImage {
  bytes: Buffer;
  mime: StoredMime;
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  /** Upright, after the EXIF rotation. */
  width: number;
  height: number;
}

export const OUTPUT: Record<ImageFormat, { mime: StoredMime; ext: CleanImage['ext'] }> = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  heic: { mime: 'image/jpeg', ext: 'jpg' },
};

/** sharp's input options: the pixel limit again (its own check), and a truncated or corrupt file is an error. */
export const inputOptions = (animated: boolean): SharpOptions => ({ limitInputPixels: IMAGE_LIMITS.pixels, failOn: 'error', animated });

// The chunks a PNG keeps when its metadata is cut out: the pixels and what says how to
// read them. Everything else (tEXt, iTXt, zTXt, eXIf, tIME, caBX provenance...) goes.
const PNG_PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'sRGB', 'gAMA', 'cHRM', 'sBIT', 'pHYs']);

/**
 * A PNG without its metadata chunks, losslessly and without decoding (a generated
 * 1536 x 1024 PNG takes ~1 ms this way, 150 ms or more re-encoded). Null when it
 * must be re-encoded instead: it carries an orientation (eXIf) or a colour profile
 * (iCCP, converted to sRGB by sharp), or its chunks are not well formed.
 */
export function stripPngMetadata(bytes: Uint8Array): Buffer | null {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Buffer[] = [input.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= input.length) {
    const length = input.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > input.length) return null;
    const type = input.toString('latin1', at + 4, at + 8);
    if (crc32(input.subarray(at + 4, at + 8 + length)) !== input.readUInt32BE(at + 8 + length)) return null;
    if (type === 'eXIf' || type === 'iCCP' || type === 'acTL') return null;
    if (PNG_PIXEL_CHUNKS.has(type)) kept.push(input.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}

/** The pipeline writing `format` as it is stored (a HEIC photo as a JPEG); sharp writes no metadata unless asked. */
export function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'png') return pipeline.png();
  if (format === 'webp') return pipeline.webp({ quality: 90 });
  if (format === 'gif') return pipeline.gif();
  return pipeline.jpeg({ quality: 90 });
}

/** The image's bytes cleaned for storing, or an HttpError in the contract's words. */
export async function cleanImage(bytes: Uint8Array, name: string): Promise<CleanImage> {
  const header = readImageHeader(bytes, name);
  const output = OUTPUT[header.format];
  const animated = header.format === 'gif';
  const pipeline = encodeAs(sharp(bytes, inputOptions(animated)).rotate(), header.format);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // an animated image's info.height is every frame's together
    const height = animated && info.pageHeight ? info.pageHeight : info.height;
    return { bytes: data, ...output, width: info.width, height };
  } catch (error) {
    if (header.format === 'heic') throw new HttpError(415, IMAGE_MESSAGES.heic(name));
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels(name));
    throw new HttpError(415, IMAGE_MESSAGES.unreadable(name));
  }
}

/** The largest side of a thumbnail, and the most bytes it may take. */
export const THUMBNAIL = { side: 320, maxBytes: 30 * 1024 } as const;

/**
 * What is stored of an image, made side by side: its cleaned bytes and its
 * thumbnail. A PNG without orientation or colour profile loses its metadata chunks
 * without being decoded (stripPngMetadata); the thumbnail decodes every pixel, so a
 * damaged image is refused all the same.
 */
export async function prepareImage(bytes: Uint8Array, name: string): Promise<{ clean: CleanImage; thumbnail: Buffer }> {
  const header = readImageHeader(bytes, name);
  const stripped = header.format === 'png' ? stripPngMetadata(bytes) : null;
  const thumbnail = makeThumbnail(bytes, name);
  if (stripped && header.width && header.height) {
    return {
      clean: { bytes: stripped, ...OUTPUT.png, width: header.width, height: header.height },
      thumbnail: await thumbnail,
    };
  }
  const [clean, made] = await Promise.allSettled([cleanImage(bytes, name), thumbnail]);
  if (clean.status === 'rejected') throw clean.reason;
  if (made.status === 'rejected') throw made.reason;
  return { clean: clean.value, thumbnail: made.value };
}

/**
 * A WebP of at most THUMBNAIL.maxBytes, upright and without metadata: quality
 * lowered, then the size, until it fits. Only for bytes whose header was checked;
 * bytes sharp cannot decode are refused as unreadable.
 */
export async function makeThumbnail(image: Uint8Array, name = 'The image'): Promise<Buffer> {
  for (const side of [THUMBNAIL.side, 240, 160]) {
    const resized = await sharp(image, { limitInputPixels: IMAGE_LIMITS.pixels, failOn: 'error' })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .toBuffer()
      .catch(() => {
        throw new HttpError(415, IMAGE_MESSAGES.unreadable(name));
      });
    for (const quality of [75, 60, 45, 30]) {
      const webp = await sharp(resized).webp({ quality, effort: 4 }).toBuffer();
      if (webp.length <= THUMBNAIL.maxBytes) return webp;
    }
  }
  throw new Error('thumbnail does not fit in 30 KB');
}
