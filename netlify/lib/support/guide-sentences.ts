// What the semantic search compares a question with, per guide section: its heading,
// each of its support words on its own ("money back", "cancel purchase": the ways
// readers ask) and each of its text passages read under its title. A section is as
// close to a question as its two closest sentences (semantic-search.ts).
import { createHash } from 'node:crypto';
import type { GuideSection } from './guide-sections.ts';
import type { Passage } from './passages.ts';

export interface GuideSentence {
  section: string;
  text: string;
}

export function guideSentences(sections: readonly GuideSection[], passages: readonly Passage[]): GuideSentence[] {
  const textsOf = new Map<string, Passage[]>();
  for (const passage of passages)
    if (passage.kind === 'text') textsOf.set(passage.section, [...(textsOf.get(passage.section) ?? []), passage]);
  return sections.flatMap((section) => [
    { section: section.id, text: `${section.pageTitle} ${section.title}` },
    ...section.keywords
      .split(',')
      .map((words) => words.trim())
      .filter(Boolean)
      .map((words) => ({ section: section.id, text: words })),
    ...(textsOf.get(section.id) ?? []).map((passage) => ({ section: section.id, text: `${section.title}: ${passage.text}` })),
  ]);
}

/** Identifies the sentences and the model: the stored vectors are current while it matches. */
export function sentencesHash(model: string, sentences: readonly GuideSentence[]): string {
  return createHash('sha256')
    .update(JSON.stringify([model, sentences]))
    .digest('hex');
}
