// The first check a file gets, on the first FILE_HEAD_BYTES the browser sends before
// any storage is spent: what its bytes are, against what its name says. The name
// alone never decides (a renamed PNG is not a PDF); the bytes alone do not either
// for zips (a .docx and an .xlsx start alike), so zip kinds are provisional here
// and extract.ts checks the whole file's parts.
import { type DocumentKind, FILE_MESSAGES } from '#domain/files-contract.ts';
import { decodeText } from './text-bytes.ts';

const EXTENSION_KINDS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  csv: 'csv',
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
};

const TEXT_KINDS: ReadonlySet<DocumentKind> = new Set(['csv', 'txt', 'md', 'html']);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
// An OLE compound file: what Office writes a password-protected .docx/.xlsx as.
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

export const isPdf = (bytes: Uint8Array) => startsWith(bytes, PDF_MAGIC);
export const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_MAGIC);
export const isCompoundFile = (bytes: Uint8Array) => startsWith(bytes, OLE_MAGIC);

/** The kind the name's extension promises, if it is one My files reads. */
export function kindOfName(name: string): DocumentKind | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSION_KINDS[name.slice(dot + 1).toLowerCase()];
}

/** A page that says it is HTML, whatever its name (a saved page is often .txt or has no extension). */
function looksLikeHtml(text: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html)[\s>]/i.test(text);
}

/** The kind the bytes are (only the first FILE_HEAD_BYTES=4096 may be given), checked against the name's extension. */
export function kindOfHead(head: Uint8Array, name: string): { kind: DocumentKind } | { refusal: string } {
  if (head.length === 0) return { refusal: FILE_MESSAGES.empty(name) };
  const named = kindOfName(name);
  const wrong = () => ({ refusal: named ? FILE_MESSAGES.notItsType(name, named) : FILE_MESSAGES.unsupported(name) });

  if (isPdf(head)) return named === 'pdf' ? { kind: 'pdf' } : wrong();
  if (isZip(head)) return named === 'docx' || named === 'xlsx' ? { kind: named } : wrong();
  if (isCompoundFile(head)) {
    // The head cannot hold the compound file's directory; extract.ts tells an encrypted
    // package from an old binary .doc/.xls by the whole file.
    return named === 'docx' || named === 'xlsx' ? { refusal: FILE_MESSAGES.encrypted(name) } : wrong();
  }

  const text = decodeText(head, true);
  if (text === null) return wrong();
  // A PDF, Word or Excel name on text is a wrong file, not a web page, even when it is HTML.
  if (named && !TEXT_KINDS.has(named)) return wrong();
  if (looksLikeHtml(text)) return { kind: 'html' };
  return named ? { kind: named } : wrong();
}
