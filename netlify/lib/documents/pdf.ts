// PDF text, page by page, with the serverless pdf.js build unpdf ships (no worker,
// no native code). pdf.js never runs a document's JavaScript, and this build has no
// eval path left for font programs (the CVE-2024-4367 kind): text is only read.
import { getDocumentProxy } from 'unpdf';
import { FILE_MESSAGES } from '#domain/files-contract.ts';
import type { Section } from './chunk.ts';
import type { Deadline } from './deadline.ts';
import { DocumentRefused, ScannedPdf } from './refused.ts';

export interface PdfText {
  pages: number;
  sections: Section[];
}

async function open(bytes: Uint8Array, name: string) {
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given.
    return await getDocumentProxy(bytes.slice(), {
      disableFontFace: true,
      useSystemFonts: false,
      // Errors only: pdf.js warns about fonts it does not need for text, on every page.
      verbosity: 0,
    });
  } catch (error) {
    // Thrown when opening needs a password (an owner-only password opens without one, as in any viewer).
    if ((error as { name?: unknown })?.name === 'PasswordException')
      throw new DocumentRefused(FILE_MESSAGES.encrypted(name), { cause: error });
    throw error;
  }
}

export async function pdfText(bytes: Uint8Array, name: string, deadline: Deadline): Promise<PdfText> {
  const pdf = await open(bytes, name);
  try {
    const sections: Section[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      deadline.check();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      // pdf.js marks a blank line between paragraphs with an empty line of its own.
      const blocks = text.split(/\n[^\S\n]*\n/).filter((block) => block.trim());
      if (blocks.length > 0) sections.push({ page: number, heading: null, blocks });
    }
    if (pdf.numPages > 0 && sections.length === 0) throw new ScannedPdf(FILE_MESSAGES.scanned(name), pdf.numPages);
    return { pages: pdf.numPages, sections };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
