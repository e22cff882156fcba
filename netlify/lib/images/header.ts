// What an image is, decided by its bytes, and how large it says it is, read from its
// header without decoding a pixel: so a 50,000 x 50,000 PNG of a few KB (a
// decompression bomb) is refused before anything allocates its pixels. The name a
// browser gives never decides (a text file called photo.png is not an image).
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '#domain/images-contract.ts';
import { HttpError } from '../http.ts';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'heic';
export type StoredMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface ImageHeader {
  format: ImageFormat;
  /** As stored, before any EXIF rotation; null when the header does not say (HEIC: sharp reads it). */
  width: number | null;
  height: number | null;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** The format the bytes are, or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (isHeif(bytes)) return 'heic';
  return null;
}

/** An ISO-BMFF file whose ftyp box names a HEIF brand (major or compatible); AVIF is not taken. */
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand)) && !brands.includes('avif');
}

function pngSize(view: DataView): [number, number] | null {
  // The IHDR chunk comes first: length(4) "IHDR"(4) width(4) height(4).
  if (view.byteLength < 24 || String.fromCharCode(view.getUint8(12), view.getUint8(13), view.getUint8(14), view.getUint8(15)) !== 'IHDR')
    return null;
  return [view.getUint32(16), view.getUint32(20)];
}

function gifSize(view: DataView): [number, number] | null {
  if (view.byteLength < 10) return null;
  return [view.getUint16(6, true), view.getUint16(8, true)];
}

// Start-of-frame markers: C0-CF except C4 (DHT), C8 (JPG extension) and CC (DAC).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(view: DataView): [number, number] | null {
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // markers without a length: TEM, RSTn
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > view.byteLength) return null;
      return [view.getUint16(at + 7), view.getUint16(at + 5)];
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(view: DataView, bytes: Uint8Array): [number, number] | null {
  if (view.byteLength < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') {
    // 24-bit canvas width - 1 and height - 1 at 24 and 27
    const width = 1 + (view.getUint8(24) | (view.getUint8(25) << 8) | (view.getUint8(26) << 16));
    const height = 1 + (view.getUint8(27) | (view.getUint8(28) << 8) | (view.getUint8(29) << 16));
    return [width, height];
  }
  if (chunk === 'VP8L') {
    if (view.getUint8(20) !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8 ') {
    // frame tag (3), start code 9d 01 2a, then 14-bit width and height
    if (view.getUint8(23) !== 0x9d || view.getUint8(24) !== 0x01 || view.getUint8(25) !== 0x2a) return null;
    return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
  }
  return null;
}

/**
 * The image's format and size from its first bytes, refused with the contract's
 * words when it is empty, over IMAGE_LIMITS.bytes, not an image, or over
 * IMAGE_LIMITS.pixels. `name` is how the owner knows the image.
 */
export function readImageHeader(bytes: Uint8Array, name: string): ImageHeader {
  if (bytes.length === 0) throw new HttpError(400, IMAGE_MESSAGES.empty(name));
  if (bytes.length > IMAGE_LIMITS.bytes) throw new HttpError(413, IMAGE_MESSAGES.tooLarge(name));
  const format = sniffImage(bytes);
  if (!format) throw new HttpError(415, IMAGE_MESSAGES.notAnImage(name));
  if (format === 'heic') return { format, width: null, height: null };
  const size = sizeOf(bytes, format);
  if (!size || size[0] === 0 || size[1] === 0) throw new HttpError(415, IMAGE_MESSAGES.notAnImage(name));
  const [width, height] = size;
  if (width * height > IMAGE_LIMITS.pixels) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels(name));
  return { format, width, height };
}

function sizeOf(bytes: Uint8Array, format: Exclude<ImageFormat, 'heic'>): [number, number] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return format === 'png' ? pngSize(view) : format === 'gif' ? gifSize(view) : format === 'jpeg' ? jpegSize(view) : webpSize(view, bytes);
}

/**
 * The same checks on an image's first bytes only (an upload about to begin): the
 * type, and the pixels when the head holds the size; a JPEG whose EXIF runs past the
 * head has width and height null, and is measured again when its bytes arrive.
 */
export function readImageHead(head: Uint8Array, name: string): ImageHeader {
  if (head.length === 0) throw new HttpError(400, IMAGE_MESSAGES.empty(name));
  const format = sniffImage(head);
  if (!format) throw new HttpError(415, IMAGE_MESSAGES.notAnImage(name));
  if (format === 'heic') return { format, width: null, height: null };
  const size = sizeOf(head, format);
  if (!size) return { format, width: null, height: null };
  if (size[0] === 0 || size[1] === 0) throw new HttpError(415, IMAGE_MESSAGES.notAnImage(name));
  if (size[0] * size[1] > IMAGE_LIMITS.pixels) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels(name));
  return { format, width: size[0], height: size[1] };
}
