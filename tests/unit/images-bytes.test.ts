// An image's bytes as the server handles them: typed by its bytes, measured from its
// header before anything is decoded, cleaned of EXIF (GPS included) and turned
// upright, a thumbnail that fits in 30 KB, and the offline demo image.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBomb } from '../fixtures/png-bomb.ts';
import { HttpError } from '../../netlify/lib/http.ts';
import { cleanImage, makeThumbnail, prepareImage, stripPngMetadata, THUMBNAIL } from '../../netlify/lib/images/clean.ts';
import { demoSvg, drawDemoImage, SHAPE_SIZES, wrapWords } from '../../netlify/lib/images/demo.ts';
import { readImageHead, readImageHeader, sniffImage } from '../../netlify/lib/images/header.ts';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../src/domain/images-contract.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof HttpError) return error;
  throw new Error(`not refused with an HttpError: ${String(error)}`);
}

describe('image type and size from the bytes', () => {
  it('sniffs PNG, JPEG, WebP, GIF and HEIC, and reads each size from the header', async () => {
    const cases = [
      ['png', await solid(30, 20).png().toBuffer()],
      ['jpeg', await solid(30, 20).jpeg().toBuffer()],
      ['webp', await solid(30, 20).webp().toBuffer()], // VP8 (lossy)
      ['webp', await solid(30, 20).webp({ lossless: true }).toBuffer()], // VP8L
      ['webp', await solid(30, 20).ensureAlpha(0.5).webp({ alphaQuality: 50 }).toBuffer()], // VP8X (alpha)
      ['gif', await solid(30, 20).gif().toBuffer()],
      ['jpeg', await solid(30, 20).jpeg({ progressive: true }).toBuffer()], // SOF2
    ] as const;
    for (const [format, bytes] of cases) {
      expect(readImageHeader(bytes, 'x'), format).toEqual({ format, width: 30, height: 20 });
    }
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    expect(sniffImage(heic)).toBe('heic');
    const avif = await solid(8, 8).avif().toBuffer();
    expect(sniffImage(avif)).toBeNull();
  });

  it('refuses a text file named .png, an empty file and one over the byte limit', () => {
    const text = new TextEncoder().encode('hello, I am not a picture at all');
    expect(refusal(() => readImageHeader(text, 'photo.png'))).toMatchObject({
      status: 415,
      detail: IMAGE_MESSAGES.notAnImage('photo.png'),
    });
    expect(refusal(() => readImageHeader(new Uint8Array(), 'a.png'))).toMatchObject({ status: 400, detail: IMAGE_MESSAGES.empty('a.png') });
    const big = new Uint8Array(IMAGE_LIMITS.bytes + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(refusal(() => readImageHeader(big, 'big.png'))).toMatchObject({ status: 413, detail: IMAGE_MESSAGES.tooLarge('big.png') });
  });

  it('refuses a 50,000 x 50,000 PNG of a few KB from its header, before sharp decodes anything', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(4096);
    const expected = { status: 413, detail: IMAGE_MESSAGES.tooManyPixels('bomb.png') };
    // synchronously, from the header: no decoder ran
    expect(refusal(() => readImageHeader(bomb, 'bomb.png'))).toMatchObject(expected);
    expect(await refusalOf(cleanImage(bomb, 'bomb.png'))).toMatchObject(expected);
    expect(await refusalOf(prepareImage(bomb, 'bomb.png'))).toMatchObject(expected);
  });

  it('checks an upload from its first bytes: the type, and the pixels when the head holds the size', async () => {
    expect(refusal(() => readImageHead(pngBomb().subarray(0, 40), 'bomb.png'))).toMatchObject({ status: 413 });
    expect(refusal(() => readImageHead(Buffer.from('not an image'), 'a.png'))).toMatchObject({ status: 415 });
    expect(refusal(() => readImageHead(Buffer.alloc(0), 'a.png'))).toMatchObject({ status: 400 });
    // a photo whose EXIF runs past the head: the type is known, the size is measured when the bytes arrive
    const photo = await solid(40, 30)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(5000) } })
      .toBuffer();
    expect(readImageHead(photo.subarray(0, 2048), 'p.jpg')).toEqual({ format: 'jpeg', width: null, height: null });
    expect(readImageHead(photo, 'p.jpg')).toEqual({ format: 'jpeg', width: 40, height: 30 });
  });

  it('refuses a HEIC photo it cannot decode, saying to export it as JPEG', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    expect(await refusalOf(cleanImage(heic, 'IMG_0001.HEIC'))).toMatchObject({
      status: 415,
      detail: IMAGE_MESSAGES.heic('IMG_0001.HEIC'),
    });
  });

  it('refuses a truncated image as unreadable', async () => {
    const png = await solid(300, 200).png().toBuffer();
    expect(await refusalOf(cleanImage(png.subarray(0, 60), 'cut.png'))).toMatchObject({ status: 415 });
  });
});

describe('cleaning an image', () => {
  it('drops EXIF (GPS, camera serial) and turns a photo upright by its orientation', async () => {
    const photo = await solid(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snapper 9', Copyright: 'SecretSerial-123' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    // the GPS IFD pointer (tag 0x8825), in either byte order
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => before.exif!.includes(tag))).toBe(true);
    expect(photo.includes(Buffer.from('SecretSerial-123'))).toBe(true);

    const clean = await cleanImage(photo, 'photo.jpg');
    expect(clean).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 200, height: 400 });
    const after = await sharp(clean.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    for (const trace of ['Exif', 'GPS', 'PhoneCo', 'Snapper', 'SecretSerial-123'])
      expect(clean.bytes.includes(Buffer.from(trace)), trace).toBe(false);
  });

  it('keeps each format (a GIF stays an animated GIF) and records the size', async () => {
    const png = await cleanImage(await solid(40, 30).png().withMetadata().toBuffer(), 'a.png');
    expect(png).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect((await sharp(png.bytes).metadata()).format).toBe('png');
    const webp = await cleanImage(await solid(40, 30).webp().toBuffer(), 'a.webp');
    expect(webp).toMatchObject({ mime: 'image/webp', ext: 'webp', width: 40, height: 30 });

    // two 20 x 40 frames, one under the other
    const raw = Buffer.alloc(20 * 80 * 3, 0x40);
    raw.fill(0xc0, 20 * 40 * 3);
    const twoFrames = await sharp(raw, { raw: { width: 20, height: 80, channels: 3, pageHeight: 40 } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(twoFrames).metadata()).pages).toBe(2);
    const gif = await cleanImage(twoFrames, 'a.gif');
    expect(gif).toMatchObject({ mime: 'image/gif', ext: 'gif', width: 20, height: 40 });
    expect((await sharp(gif.bytes).metadata()).pages).toBe(2);
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `png` with `chunk` put right after its IHDR. */
const withChunk = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

describe('PNG metadata cut out without decoding', () => {
  it('drops text and provenance chunks losslessly, and keeps the pixels', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const tagged = withChunk(
      withChunk(png, pngChunk('tEXt', Buffer.from('Comment\0SecretSerial-123', 'latin1'))),
      pngChunk('caBX', Buffer.from('provenance manifest')),
    );
    expect(tagged.includes(Buffer.from('SecretSerial-123'))).toBe(true);
    const stripped = stripPngMetadata(tagged)!;
    expect(stripped).not.toBeNull();
    for (const trace of ['SecretSerial-123', 'tEXt', 'caBX']) expect(stripped.includes(Buffer.from(trace)), trace).toBe(false);
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(stripped).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);

    const { clean, thumbnail } = await prepareImage(tagged, 'tagged.png');
    expect(clean).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    expect(clean.bytes.equals(stripped)).toBe(true);
    expect((await sharp(thumbnail).metadata()).format).toBe('webp');
  });

  it('re-encodes a PNG with an orientation or a colour profile, or chunks that do not add up', async () => {
    const png = await solid(64, 48).png().toBuffer();
    expect(stripPngMetadata(withChunk(png, pngChunk('eXIf', Buffer.from('MM\0*'))))).toBeNull();
    expect(stripPngMetadata(withChunk(png, pngChunk('iCCP', Buffer.from('profile\0\0x'))))).toBeNull();
    const badCrc = Buffer.from(png);
    badCrc[29] = badCrc[29]! ^ 0xff; // IHDR's CRC
    expect(stripPngMetadata(badCrc)).toBeNull();
    expect(stripPngMetadata(png.subarray(0, png.length - 6))).toBeNull();
  });

  it('refuses a PNG whose pixels are damaged, though its chunks are well formed', async () => {
    const ihdr = (await solid(64, 48).png().toBuffer()).subarray(8, 33);
    const damaged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ihdr,
      pngChunk('IDAT', Buffer.from('not deflate data at all')),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(stripPngMetadata(damaged)).not.toBeNull();
    expect(await refusalOf(prepareImage(damaged, 'damaged.png'))).toMatchObject({
      status: 415,
      detail: IMAGE_MESSAGES.unreadable('damaged.png'),
    });
  });
});

describe('thumbnails', () => {
  it('makes a WebP of at most 30 KB and 320 px from a large noisy image', async () => {
    const width = 2400;
    const height = 1600;
    const noise = Buffer.alloc(width * height * 3);
    let seed = 12345;
    for (let i = 0; i < noise.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      noise[i] = seed >> 16;
    }
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const thumb = await makeThumbnail(big);
    expect(thumb.length).toBeLessThanOrEqual(THUMBNAIL.maxBytes);
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(320);
    expect(meta.width / meta.height).toBeCloseTo(1.5, 1);
  });
});

describe('the demo image', () => {
  it('is a PNG of each shape’s size, labelled, with the prompt written on it', async () => {
    for (const shape of ['square', 'portrait', 'landscape'] as const) {
      const png = await drawDemoImage('A cosy coffee shop at dawn', 'photo', shape);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', ...SHAPE_SIZES[shape] });
    }
    const svg = demoSvg('Croissants & <coffee> "to go"', 'flat', 'square');
    expect(svg).toContain('Demo image');
    expect(svg).toContain('Croissants &amp; &lt;coffee&gt; &quot;to go&quot;');
    expect(svg).toContain('Flat');
    expect(demoSvg('one prompt', 'photo', 'square')).toBe(demoSvg('one prompt', 'photo', 'square'));
    expect(demoSvg('one prompt', 'photo', 'square')).not.toBe(demoSvg('another prompt', 'photo', 'square'));
  });

  it('wraps a long prompt in lines and cuts it with an ellipsis', () => {
    const lines = wrapWords('word '.repeat(200), 20, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 21)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
    expect(wrapWords('short prompt', 20, 3)).toEqual(['short prompt']);
  });
});
