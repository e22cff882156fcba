// The passages Mr. Support scores: each section's heading, its support words, each
// paragraph or list item, and each table row (with the table's header row, so
// "short | medium | long" stays with "blog post | 300-500 words"). The best
// passage's score is its section's; the section is what gets answered from.
import type { GuideSection } from './guide-sections.ts';

export interface Passage {
  /** The id of the section it belongs to. */
  section: string;
  /** The section's heading (scored from the section itself), its support words, or a piece of its text. */
  kind: 'heading' | 'words' | 'text';
  text: string;
}

const isTableRow = (line: string) => line.trimStart().startsWith('|');
const isTableRule = (line: string) => /^\s*\|[\s|:-]+\|?\s*$/.test(line);

/** The paragraphs, list items and table rows of a section's text. */
export function textUnits(text: string): string[] {
  const units: string[] = [];
  let header: string | null = null;
  for (const line of text.split('\n')) {
    if (!isTableRow(line)) header = null;
    if (line.trim() === '' || isTableRule(line)) continue;
    if (isTableRow(line) && header === null) header = line.trim();
    else if (isTableRow(line)) units.push(`${header} ${line.trim()}`);
    else units.push(line.trim());
  }
  return units;
}

/** Every passage of the guide, section by section. */
export function guidePassages(sections: readonly GuideSection[]): Passage[] {
  return sections.flatMap((section) => [
    { section: section.id, kind: 'heading' as const, text: `${section.pageTitle} ${section.title}` },
    ...(section.keywords ? [{ section: section.id, kind: 'words' as const, text: section.keywords }] : []),
    ...textUnits(section.text).map((text) => ({ section: section.id, kind: 'text' as const, text })),
  ]);
}
