// The user guide (docs/user-guide/*.md) as in-app pages at /guide and /guide/<page>:
// each page's Markdown is its own small chunk, loaded when opened. Links between
// guide pages become in-app links; links to files outside the guide keep their words.

import { unwrapLines } from '../../domain/markdown-lines';

const PAGES = import.meta.glob<string>('../../../docs/user-guide/*.md', { query: '?raw', import: 'default' });

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
const LOADERS = new Map(Object.entries(PAGES).map(([path, load]) => [nameOf(path), load]));

/** The guide page's address: README is the guide's front page. */
export const guidePath = (page: string, anchor?: string) =>
  `${page === 'README' ? '/guide' : `/guide/${page}`}${anchor ? `#${anchor}` : ''}`;

/** The Markdown of a guide page, with its links made in-app; null when there is no such page. */
export async function loadGuidePage(page: string): Promise<string | null> {
  const load = LOADERS.get(page);
  if (!load) return null;
  return inAppLinks(unwrapLines(await load()));
}

/** `[Chat](chat.md#history)` to `[Chat](/guide/chat#history)`; `[x](../configuration.md)` to `x`. */
export function inAppLinks(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+?)\.md(?:#([^)\s]*))?\)/g, (_, words: string, target: string, anchor?: string) =>
      /^[a-z0-9-]+$/i.test(target) && LOADERS.has(target) ? `[${words}](${guidePath(target, anchor)})` : words,
    );
}
