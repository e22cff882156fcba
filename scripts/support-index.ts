// Writes netlify/lib/support/guide-index.generated.json, what Mr. Support searches:
// the user guide (docs/user-guide/*.md) cut into sections, and the passages each
// section is scored by; then, when the guide changed, the sections' sentence vectors
// beside it (scripts/support-vectors.ts). `npm run build` runs it; run it after
// editing the guide (a unit test fails while either file is out of date).
//
//   npx tsx scripts/support-index.ts          writes the files (npm run support:index)
//   npx tsx scripts/support-index.ts --check  exits 1 when a file is out of date
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitGuidePage, type GuideSection } from '../netlify/lib/support/guide-sections.ts';
import { guidePassages, type Passage } from '../netlify/lib/support/passages.ts';
import { guideVectorsUpToDate, writeGuideVectors } from './support-vectors.ts';

export const GUIDE_DIR = fileURLToPath(new URL('../docs/user-guide', import.meta.url));
export const INDEX_FILE = fileURLToPath(new URL('../netlify/lib/support/guide-index.generated.json', import.meta.url));

export interface GuideIndexFile {
  sections: GuideSection[];
  passages: Passage[];
}

/**
 * Links between guide pages (`[Chat](chat.md#history)`) become links to the app's
 * screens (`/chat`), which the support panel opens in place; a page without a
 * screen keeps the link's words only.
 */
function withAppLinks(sections: GuideSection[]): GuideSection[] {
  const screens = new Map(sections.filter((section) => !section.id.includes('#')).map((section) => [section.id, section.href]));
  for (const section of sections)
    if (section.href && !screens.get(section.id.split('#')[0]!)) screens.set(section.id.split('#')[0]!, section.href);
  const rewrite = (text: string) =>
    text.replace(/\[([^\]]+)\]\(([a-z0-9-]+\.md)(#[^)]*)?\)/gi, (_, words: string, page: string) => {
      const href = screens.get(page);
      return href ? `[${words}](${href})` : words;
    });
  return sections.map((section) => ({ ...section, text: rewrite(section.text) }));
}

/** The file's content, built from the guide as it is now. */
export function buildGuideIndexFile(dir = GUIDE_DIR): string {
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const split = pages.flatMap((file) => splitGuidePage(file, readFileSync(`${dir}/${file}`, 'utf8')));
  const sections = withAppLinks(split);
  const file: GuideIndexFile = { sections, passages: guidePassages(sections) };
  return `${JSON.stringify(file)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const content = buildGuideIndexFile();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(INDEX_FILE, 'utf8');
    } catch {
      // missing: out of date
    }
    if (current !== content || !guideVectorsUpToDate(JSON.parse(content) as GuideIndexFile)) {
      console.error(
        'netlify/lib/support/guide-index.generated.json or guide-vectors.generated.json is out of date: run npm run support:index',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(INDEX_FILE, content);
    const index = JSON.parse(content) as GuideIndexFile;
    console.log(`Indexed ${index.sections.length} sections of the user guide (${(content.length / 1024).toFixed(1)} KB)`);
    if (!guideVectorsUpToDate(index)) console.log(`Encoded ${await writeGuideVectors(index)} sentences of the guide`);
  }
}
