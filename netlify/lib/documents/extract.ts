// Reads a whole uploaded file into passages for My files: the type is
// checked again on the full bytes (the upload may not be what its head promised),
// zips are measured before any parser unpacks them, and the reading runs against a
// deadline. Every failure leaves as a DocumentRefused whose message is for the
// file's owner; a parser's own error never does.
import { type DocumentKind, FILE_HEAD_BYTES, FILE_MESSAGES } from '#domain/files-contract.ts';
import { chunkSections, type ExtractedPassage, type Section } from './chunk.ts';
import { csvSections } from './csv.ts';
import { Deadline } from './deadline.ts';
import { docxSections } from './docx.ts';
import { htmlSections } from './html-text.ts';
import { pdfText } from './pdf.ts';
import { markdownSections, textSections } from './plain-text.ts';
import { DocumentRefused } from './refused.ts';
import { isCompoundFile, kindOfHead, kindOfName } from './sniff.ts';
import { decodeTextLossy } from './text-bytes.ts';
import { xlsxText } from './xlsx.ts';
import { inspectZip } from './zip-guard.ts';

export type { ExtractedPassage } from './chunk.ts';
export { DocumentRefused, ScannedPdf } from './refused.ts';

export interface ExtractedDocument {
  kind: DocumentKind;
  /** Pages of a PDF, sheets of a workbook; null for the other kinds. */
  pages: number | null;
  passages: ExtractedPassage[];
}

export const EXTRACT_DEADLINE_MS = 60_000;

// The parts an Office file cannot be without: a zip lacking them is some other zip.
const REQUIRED_PART: Partial<Record<DocumentKind, string>> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' };

const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** The kind of the whole file, or the refusal it gets. */
function kindOfFile(bytes: Uint8Array, name: string): DocumentKind {
  const named = kindOfName(name);
  // A password-protected .docx/.xlsx is a compound file holding an "EncryptedPackage"
  // stream; one without it is something else (an old .doc or .xls renamed).
  if (isCompoundFile(bytes) && (named === 'docx' || named === 'xlsx')) {
    const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE);
    throw new DocumentRefused(encrypted ? FILE_MESSAGES.encrypted(name) : FILE_MESSAGES.notItsType(name, named));
  }
  const sniffed = kindOfHead(bytes.subarray(0, FILE_HEAD_BYTES), name);
  if ('refusal' in sniffed) throw new DocumentRefused(sniffed.refusal);
  return sniffed.kind;
}

function text(bytes: Uint8Array, name: string, kind: DocumentKind): string {
  const decoded = decodeTextLossy(bytes);
  if (decoded === null) throw new DocumentRefused(FILE_MESSAGES.notItsType(name, kind));
  return decoded;
}

async function read(
  bytes: Uint8Array,
  name: string,
  kind: DocumentKind,
  deadline: Deadline,
): Promise<{ pages: number | null; sections: Section[] }> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes, name, deadline);
    case 'docx':
    case 'xlsx': {
      const part = REQUIRED_PART[kind] as string;
      if (!inspectZip(bytes, name, deadline).has(part)) throw new DocumentRefused(FILE_MESSAGES.notItsType(name, kind));
      deadline.check();
      return kind === 'docx' ? { pages: null, sections: await docxSections(bytes) } : xlsxText(bytes, deadline);
    }
    case 'csv':
      return { pages: null, sections: csvSections(text(bytes, name, kind), name, deadline) };
    case 'md':
      return { pages: null, sections: markdownSections(text(bytes, name, kind)) };
    case 'html':
      return { pages: null, sections: htmlSections(text(bytes, name, kind)) };
    case 'txt':
      return { pages: null, sections: textSections(text(bytes, name, kind)) };
  }
}

async function extract(bytes: Uint8Array, name: string, deadline: Deadline): Promise<ExtractedDocument> {
  const kind = kindOfFile(bytes, name);
  const { pages, sections } = await read(bytes, name, kind, deadline);
  deadline.check();
  const passages = chunkSections(sections, name);
  // Nothing to read: a PDF says "scanned" in pdf.ts; any other kind is as good as empty.
  if (passages.length === 0) throw new DocumentRefused(FILE_MESSAGES.empty(name));
  return { kind, pages, passages };
}

/** Reads the whole file: re-checks the type from the full bytes (docx must contain word/document.xml, xlsx xl/workbook.xml), then extracts and cuts into passages. */
export async function extractDocument(bytes: Uint8Array, name: string, options?: { deadlineMs?: number }): Promise<ExtractedDocument> {
  const deadline = new Deadline(options?.deadlineMs ?? EXTRACT_DEADLINE_MS, name);
  try {
    return await deadline.race(extract(bytes, name, deadline));
  } catch (error) {
    if (error instanceof DocumentRefused) throw error;
    throw new DocumentRefused(FILE_MESSAGES.unreadable(name), { cause: error });
  }
}
