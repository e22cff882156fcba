// Text and Markdown files. Paragraphs are separated by blank lines; in Markdown an
// ATX heading ("# Title" .. "###### Title") starts a new section under that heading,
// except inside fenced code. The rest of the Markdown is kept as written: it reads
// well enough and a model understands it.
import type { Section } from './chunk.ts';

function paragraphs(lines: string[]): string[] {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .filter((block) => block.trim());
}

export function textSections(text: string): Section[] {
  return [{ page: null, heading: null, blocks: paragraphs(text.split(/\r\n?|\n/)) }];
}

export function markdownSections(text: string): Section[] {
  const sections: Section[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  let fence: string | null = null;
  const close = () => {
    const blocks = paragraphs(lines);
    if (blocks.length > 0) sections.push({ page: null, heading, blocks });
    lines = [];
  };
  for (const line of text.split(/\r\n?|\n/)) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    const title = fence === null ? /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line) : null;
    if (title) {
      close();
      heading = title[1]?.trim() || null;
    } else lines.push(line);
  }
  close();
  return sections;
}
