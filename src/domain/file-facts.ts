// How My files describes a file: its size and its length in the words of its kind.
import { countOf } from './plural';
import type { DocumentKind } from './files-contract';

/** "812 bytes", "14 KB", "3.2 MB" (1 KB = 1024 bytes, as the plan limits count). */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return countOf(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/** "12 pages" (PDF), "2 sheets" (Excel); null for kinds without pages or while unknown. */
export function lengthLabel(kind: DocumentKind, pages: number | null): string | null {
  if (pages === null) return null;
  if (kind === 'xlsx') return countOf(pages, 'sheet');
  return countOf(pages, 'page');
}
