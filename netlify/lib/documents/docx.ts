// Word documents through mammoth's HTML, which keeps what plain text loses: headings
// (new sections), lists ("- item") and tables ("Cell | Cell" rows). Images are
// skipped (no base64 copies of them in memory) and no linked file is ever opened.
import mammoth from 'mammoth';
import type { Section } from './chunk.ts';
import { htmlSections } from './html-text.ts';

const noImages = mammoth.images.imgElement(async () => ({ src: '' }));

export async function docxSections(bytes: Uint8Array): Promise<Section[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value } = await mammoth.convertToHtml({ buffer }, { convertImage: noImages, externalFileAccess: false });
  return htmlSections(value);
}
