/**
 * A download's file name from a title a person wrote: letters (any script), digits,
 * and single hyphens; characters file systems refuse or treat specially (/ \ : * ? " < > | & and
 * the like) are dropped, and the result is at most 80 characters before `.ext`.
 */
export function fileNameFrom(title: string, fallback: string, ext: string): string {
  const base = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || fallback}.${ext}`;
}
