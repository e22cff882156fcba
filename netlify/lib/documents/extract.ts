// The text-only first reader (txt, md, csv, html by extension, PDF refused unless it is one); the full readers replace it.
import { FILE_MESSAGES, type DocumentKind } from '#domain/files-contract.ts';
import { kindOfHead } from './sniff.ts';
export interface ExtractedPassage {
  page: number | null;
  heading: string | null;
  content: string;
}
export interface ExtractedDocument {
  kind: DocumentKind;
  pages: number | null;
  passages: ExtractedPassage[];
}
export class DocumentRefused extends Error {}
export async function extractDocument(bytes: Uint8Array, name: string, _options?: { deadlineMs?: number }): Promise<ExtractedDocument> {
  const sniffed = kindOfHead(bytes.subarray(0, 4096), name);
  if ('refusal' in sniffed) throw new DocumentRefused(sniffed.refusal);
  const text = Buffer.from(bytes).toString('utf8');
  if (!text.trim()) throw new DocumentRefused(FILE_MESSAGES.empty(name));
  const passages = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((content) => ({ page: 1, heading: null, content: content.slice(0, 8000) }));
  return { kind: sniffed.kind, pages: null, passages };
}
