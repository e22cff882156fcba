// The text-only first reader (txt, md, csv, html by extension, PDF refused unless it is one); the full readers replace it.
import { FILE_MESSAGES, type DocumentKind } from '#domain/files-contract.ts';
export function kindOfHead(head: Uint8Array, name: string): { kind: DocumentKind } | { refusal: string } {
  if (head.length === 0) return { refusal: FILE_MESSAGES.empty(name) };
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const isPdf = Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-';
  if (ext === 'pdf') return isPdf ? { kind: 'pdf' } : { refusal: FILE_MESSAGES.notItsType(name, 'pdf') };
  const map: Record<string, DocumentKind> = { txt: 'txt', md: 'md', csv: 'csv', html: 'html', htm: 'html' };
  if (map[ext] && !head.includes(0)) return { kind: map[ext]! };
  return { refusal: FILE_MESSAGES.unsupported(name) };
}
