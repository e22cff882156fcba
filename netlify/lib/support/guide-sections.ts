// The user guide (docs/user-guide/*.md) cut into the sections Mr. Support retrieves:
// one per `##` or `###` heading, with the page it belongs to and the app screen it
// describes. A `<!-- support: word, word -->` comment under a heading adds search
// words a reader would use for it (synonyms, the question people ask) without
// showing them on the page.
import { headingAnchor } from '#domain/heading-anchor.ts';
import { unwrapLines } from '#domain/markdown-lines.ts';

export interface GuideSection {
  /** `upgrade.md#paying`: the page and the heading's anchor. */
  id: string;
  /** `Upgrade and PRO`: the page's own title, without its path. */
  pageTitle: string;
  /** `Paying` (or `Chat › Stop` for a `###` under `##`). */
  title: string;
  /** The app screen the section is about (`/upgrade`), when it has one. */
  href?: string;
  /** The section's markdown, headings and comments removed. */
  text: string;
  /** The support comment's words. */
  keywords: string;
}

const SUPPORT_COMMENT = /<!--\s*support:([\s\S]*?)-->/gi;
/** Every other comment is a note for the guide's writers ("plan-list: start (written from ...)"): never a reader's text. */
const ANY_COMMENT = /<!--[\s\S]*?-->/g;
const ROUTE_IN_HEADING = /\(`(\/[a-z0-9/-]*)`(?:,\s*`[^`]*`)*\)/i;

const plainHeading = (heading: string) => heading.replace(ROUTE_IN_HEADING, '').replace(/[`*]/g, '').trim();
const routeOf = (heading: string) => ROUTE_IN_HEADING.exec(heading)?.[1];

interface Draft {
  heading: string;
  parent?: string;
  href?: string;
  lines: string[];
}

/** The sections of one guide page (`file` is its name, e.g. `upgrade.md`). The text before the first `##` is a section under the page title. */
export function splitGuidePage(file: string, markdown: string): GuideSection[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const titleLine = lines.find((line) => line.startsWith('# ')) ?? `# ${file}`;
  const pageHeading = titleLine.slice(2).trim();
  const pageTitle = plainHeading(pageHeading);
  const pageHref = routeOf(pageHeading);
  const drafts: Draft[] = [{ heading: pageHeading, href: pageHref, lines: [] }];
  let level2: Draft | undefined;
  let inFence = false;
  for (const line of lines) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^(#{2,3}) (.+)$/.exec(line);
    if (line === titleLine) continue;
    if (!heading) {
      drafts.at(-1)!.lines.push(line);
      continue;
    }
    const hashes = heading[1] ?? '';
    const text = heading[2] ?? '';
    const href = routeOf(text) ?? (hashes === '###' ? level2?.href : undefined) ?? pageHref;
    const draft: Draft = {
      heading: text.trim(),
      href,
      lines: [],
      ...(hashes === '###' && level2 ? { parent: plainHeading(level2.heading) } : {}),
    };
    if (hashes === '##') level2 = draft;
    drafts.push(draft);
  }
  return drafts
    .map((draft, index): GuideSection => {
      const raw = draft.lines.join('\n');
      const keywords = [...raw.matchAll(SUPPORT_COMMENT)].map((match) => match[1]!.trim()).join(', ');
      const text = unwrapLines(
        raw
          .replace(ANY_COMMENT, '')
          .replace(/\n{3,}/g, '\n\n')
          .trim(),
      );
      const title =
        index === 0 ? pageTitle : draft.parent ? `${draft.parent} › ${plainHeading(draft.heading)}` : plainHeading(draft.heading);
      return {
        id: index === 0 ? file : `${file}#${headingAnchor(draft.heading)}`,
        pageTitle,
        title,
        ...(draft.href ? { href: draft.href } : {}),
        text,
        keywords,
      };
    })
    .filter((section) => section.text.length > 0);
}
