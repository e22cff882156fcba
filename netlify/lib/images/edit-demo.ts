// The offline demo edit: with no key for the edit model, the original is changed here
// so the editor works on a fresh machine. The area the mask leaves open to change
// (its transparent pixels; the whole image without a mask) is tinted, and a band
// across the bottom says "Demo edit" with the change's words: it is plainly not a
// model's work.
import sharp from 'sharp';
import { inputOptions } from './clean.ts';
import { escapeXml, wrapWords } from './demo.ts';

export const DEMO_EDIT_LABEL = 'Demo edit';

interface Size {
  width: number;
  height: number;
}

const TINT = { r: 236, g: 72, b: 153 };
const TINT_OPACITY = 0.45;

/** A layer of the tint wherever the mask is transparent (as much as it is transparent). */
async function maskedTint(mask: Uint8Array, size: Size): Promise<Buffer> {
  const open = await sharp(mask).ensureAlpha().extractChannel(3).negate().linear(TINT_OPACITY, 0).raw().toBuffer();
  return sharp({ create: { ...size, channels: 3, background: TINT } })
    .joinChannel(open, { raw: { ...size, channels: 1 } })
    .png()
    .toBuffer();
}

/** The band across the bottom: "Demo edit: <the change>", on one line. */
function bandSvg(size: Size, change: string): string {
  const band = Math.max(24, Math.round(size.height * 0.12));
  const fontSize = Math.round(band * 0.42);
  const [line = ''] = wrapWords(`${DEMO_EDIT_LABEL}: ${change}`, Math.max(8, Math.floor((size.width * 0.9) / (fontSize * 0.55))), 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
<rect x="0" y="${size.height - band}" width="${size.width}" height="${band}" fill="#000" opacity="0.6"/>
<text x="${size.width / 2}" y="${size.height - band / 2 + fontSize * 0.35}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${escapeXml(line)}</text>
</svg>`;
}

/** The original, upright and of `size`, with the change shown as a demo: a PNG. */
export async function drawDemoEdit(original: Uint8Array, size: Size, mask: Uint8Array | null, change: string): Promise<Buffer> {
  const tint = mask
    ? await maskedTint(mask, size)
    : await sharp({ create: { ...size, channels: 4, background: { ...TINT, alpha: TINT_OPACITY / 2 } } })
        .png()
        .toBuffer();
  return sharp(original, inputOptions(false))
    .composite([{ input: tint }, { input: Buffer.from(bandSvg(size, change)) }])
    .png()
    .toBuffer();
}
