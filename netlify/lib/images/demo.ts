// The offline demo image: drawn here from the prompt when no key can make a real one,
// so every images flow works on a fresh machine. The same prompt draws the same
// picture (colours and shapes come from a hash of it); the prompt's words and the
// style are written on it, and a "Demo image" label says plainly what it is.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_STYLE_LABELS, type ImageShape, type ImageStyle } from '#domain/images-contract.ts';

/** Pixels of each shape: the sizes the OpenAI Images API makes (gpt-image-1). */
export const SHAPE_SIZES: Record<ImageShape, { width: number; height: number }> = {
  square: { width: 1024, height: 1024 },
  portrait: { width: 1024, height: 1536 },
  landscape: { width: 1536, height: 1024 },
};

export const DEMO_LABEL = 'Demo image';

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The prompt's words in lines of at most `width` characters, at most `lines` of them (the last ends in … when cut). */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line && line.length + 1 + piece.length > width) {
      out.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
    if (out.length === lines) break;
  }
  if (line && out.length < lines) out.push(line);
  const all = text.split(/\s+/).filter(Boolean).join(' ');
  if (out.join(' ').length < all.length && out.length) out[out.length - 1] = `${out[out.length - 1]!.replace(/…$/, '')}…`;
  return out;
}

/** The SVG the demo image is rendered from. */
export function demoSvg(prompt: string, style: ImageStyle, shape: ImageShape): string {
  const { width, height } = SHAPE_SIZES[shape];
  const hash = createHash('sha256').update(`${style}\n${prompt}`).digest();
  const byte = (i: number) => hash[i % hash.length]!;
  const hue = (byte(0) * 360) / 256;
  const colour = (shift: number, s: number, l: number) => `hsl(${Math.round((hue + shift) % 360)}, ${s}%, ${l}%)`;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = (byte(3 * i + 1) / 255) * width;
    const y = (byte(3 * i + 2) / 255) * height;
    const r = 60 + (byte(3 * i + 3) / 255) * (Math.min(width, height) / 3);
    const fill = colour(40 * i + 30, 70, 55 + (i % 3) * 8);
    shapes.push(
      i % 3 === 2
        ? `<rect x="${(x - r / 2).toFixed(0)}" y="${(y - r / 2).toFixed(0)}" width="${r.toFixed(0)}" height="${r.toFixed(0)}" rx="${(r / 6).toFixed(0)}" fill="${fill}" opacity="0.55" transform="rotate(${byte(i + 20) % 90} ${x.toFixed(0)} ${y.toFixed(0)})"/>`
        : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="0.5"/>`,
    );
  }
  const fontSize = Math.round(width / 22);
  const lines = wrapWords(prompt, Math.floor((width * 0.8) / (fontSize * 0.55)), 6);
  const top = height / 2 - (lines.length * fontSize * 1.3) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${(top + i * fontSize * 1.3 + fontSize).toFixed(0)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const labelSize = Math.round(width / 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(0, 55, 22)}"/><stop offset="1" stop-color="${colour(150, 60, 35)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${shapes.join('\n')}
<rect x="${width * 0.06}" y="${top - fontSize}" width="${width * 0.88}" height="${lines.length * fontSize * 1.3 + fontSize * 1.6}" rx="24" fill="#000" opacity="0.45"/>
<g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" fill="#fff">${text}</g>
<g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${labelSize}">
<rect x="${labelSize}" y="${labelSize}" width="${labelSize * 9}" height="${labelSize * 1.8}" rx="${labelSize * 0.4}" fill="#fff" opacity="0.9"/>
<text x="${labelSize * 1.6}" y="${labelSize * 2.25}" fill="#111">${DEMO_LABEL}</text>
<text x="${width - labelSize}" y="${height - labelSize}" text-anchor="end" fill="#fff" opacity="0.85">${escapeXml(IMAGE_STYLE_LABELS[style])}</text>
</g>
</svg>`;
}

/** The demo image as a PNG of the shape's size. */
export function drawDemoImage(prompt: string, style: ImageStyle, shape: ImageShape): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(prompt, style, shape)))
    .png()
    .toBuffer();
}
