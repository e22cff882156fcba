// The readable text of an HTML page (an uploaded page, or mammoth's rendering of a
// .docx), as sections under its h1-h6 headings. A small tag stripper, not a DOM: the
// page is data to read, never to run, so scripts, styles, templates and the like go
// with their content, and nothing is fetched. Tables become "Cell | Cell" rows, list
// items "- item" lines.
import type { Section } from './chunk.ts';
import { decodeEntities } from './entities.ts';

// Elements dropped with everything inside them.
const DROPPED = ['script', 'style', 'noscript', 'template', 'head', 'svg', 'math', 'iframe', 'object', 'select', 'textarea'];
const DROPPED_RE = new RegExp(`<(${DROPPED.join('|')})\\b[^>]*>[\\s\\S]*?(</\\1\\s*>|$)`, 'gi');

// Elements that end a paragraph.
const BLOCKS = new Set(
  'address article aside blockquote body dd details div dl dt fieldset figcaption figure footer form header hr html li main nav ol p pre section summary table tbody thead tfoot ul caption'.split(
    ' ',
  ),
);

// A tag, its attributes allowed to hold ">" inside quotes.
const TAG_RE = /<(\/?)([a-z][a-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** Sections of the page; headings start new ones, text before the first heading has none. */
export function htmlSections(html: string, page: number | null = null): Section[] {
  const source = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    // <!DOCTYPE ...>, <![CDATA[...]]>, <?xml ...?>: declarations, not text.
    .replace(/<[!?][^>]*>/g, ' ')
    .replace(DROPPED_RE, ' ');
  const sections: Section[] = [{ page, heading: null, blocks: [] }];
  let paragraph = '';
  let heading: string | null = null;
  let row: string[] | null = null;
  let cell: string | null = null;
  // Inside ul/ol: items are lines of one paragraph, so a list stays together.
  let listDepth = 0;

  const append = (value: string) => {
    if (heading !== null) heading += value;
    else if (cell !== null) cell += value;
    else paragraph += value;
  };
  const text = (raw: string) => append(decodeEntities(raw.replace(/\s+/g, ' ')));
  const endHeading = () => {
    const title = heading?.trim();
    heading = null;
    if (title) sections.push({ page, heading: title.slice(0, 500), blocks: [] });
  };
  const endParagraph = () => {
    const current = sections[sections.length - 1] as Section;
    // A bare "-" line is an empty list item.
    const value = paragraph
      .split('\n')
      .filter((line) => line.trim() !== '-')
      .join('\n')
      .trim();
    if (value) current.blocks.push(value);
    paragraph = '';
  };
  const endCell = () => {
    if (cell !== null && row) row.push(cell.trim());
    cell = null;
  };
  const endRow = () => {
    endCell();
    const cells = row?.filter(Boolean) ?? [];
    // Rows are lines of one table paragraph, so a table stays together when it fits a passage.
    if (cells.length > 0) paragraph += `${paragraph ? '\n' : ''}${cells.join(' | ')}`;
    row = null;
  };

  let at = 0;
  for (const match of source.matchAll(TAG_RE)) {
    text(source.slice(at, match.index));
    at = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] as string).toLowerCase();
    const isHeading = /^h[1-6]$/.test(tag);
    // A heading ends at its closing tag, or at the next block when the page forgot to close it.
    if (heading !== null && (isHeading || BLOCKS.has(tag) || tag === 'tr' || tag === 'td' || tag === 'th')) endHeading();
    if (isHeading) {
      if (!closing) {
        endRow();
        endParagraph();
        heading = '';
      }
    } else if (tag === 'tr') endRow();
    else if (tag === 'td' || tag === 'th') {
      endCell();
      if (!closing) {
        row ??= [];
        cell = '';
      }
    } else if (tag === 'table') {
      endRow();
      endParagraph();
    } else if (tag === 'br') append('\n');
    else if (tag === 'ul' || tag === 'ol') {
      if (listDepth === 0 && cell === null) endParagraph();
      listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
      if (listDepth === 0 && cell === null) endParagraph();
    } else if (tag === 'li' && cell === null) {
      if (!closing) paragraph += paragraph.trim() ? '\n- ' : '- ';
    } else if (BLOCKS.has(tag)) {
      if (cell !== null || listDepth > 0) text(' ');
      else endParagraph();
    }
  }
  text(source.slice(at));
  endHeading();
  endRow();
  endParagraph();
  return sections.filter((section) => section.blocks.length > 0);
}
