/**
 * A download's name from a title a person wrote: letters (any script; Latin ones
 * without their accents, "Café" gives "cafe", which every system and mail client
 * spells one way), digits, and single hyphens; characters file systems refuse or treat specially (/ \ : * ? " < > | & and
 * the like) are dropped, and the result is at most 80 characters. `fallback` when nothing is left.
 */
export function fileSlug(title: string, fallback: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || fallback;
}

/** `fileSlug` plus an extension: "Q3 plan: ads & SEO" gives "q3-plan-ads-seo.md". */
export function fileNameFrom(title: string, fallback: string, ext: string): string {
  return `${fileSlug(title, fallback)}.${ext}`;
}
