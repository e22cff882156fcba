// Finds the guide sections that answer a question (search.ts over the passages that
// scripts/support-index.ts cuts from docs/user-guide). A question that matches
// nothing well enough gets no section: the assistant then says it does not know.
import guide from './guide-index.generated.json' with { type: 'json' };
import type { GuideSection } from './guide-sections.ts';
import type { Passage } from './passages.ts';
import { GuideSearch } from './search.ts';

export interface RetrievedSection {
  section: GuideSection;
  score: number;
  /** The share of the question's search words, weighted by rarity, this section contains (0 to 1). */
  coverage: number;
  /** The same share in its best passage with its heading. */
  passageCoverage: number;
  /** Whether only words of one example passage match (see search.ts). */
  incidental: boolean;
}

/** Below this score the best section is a coincidence of words, not an answer. */
export const MIN_SCORE = 4;
/**
 * ...and when it, and its best passage read with its heading, hold at least this
 * share of the question's words (weighted by rarity): "best hiking trails" is not
 * about "the best answer", and an answer is in one place.
 */
export const MIN_SHARE = 0.5;
/** A section that scores at least STRONG_SCORE may hold a smaller share ("can I pay in euros"). */
export const STRONG_SCORE = 12;
export const MIN_SHARE_WHEN_STRONG = 0.4;

/** Whether the best-ranked section answers the question rather than sharing a few words with it. */
function answers(best: RetrievedSection | undefined): best is RetrievedSection {
  if (!best || best.incidental || best.score < MIN_SCORE) return false;
  const share = Math.min(best.coverage, best.passageCoverage);
  return share >= (best.score >= STRONG_SCORE ? MIN_SHARE_WHEN_STRONG : MIN_SHARE);
}

/** Further sections come along when they score at least this share of the best one. */
const RELATIVE_CUTOFF = 0.6;
const MAX_SECTIONS = 3;

const sections = new Map(guide.sections.map((section) => [section.id, section as GuideSection]));
let search: GuideSearch | null = null;
const guideSearch = () => (search ??= new GuideSearch(guide.sections as GuideSection[], guide.passages as Passage[]));

/** Every section of the guide, by id. */
export function guideSection(id: string): GuideSection | undefined {
  return sections.get(id);
}

/** The sections ranked for `query`, best first, with no cut-off (the retrieval tests read the ranking). */
export function rankSections(query: string): RetrievedSection[] {
  return guideSearch()
    .search(query)
    .map(({ id, ...match }) => ({ section: sections.get(id)!, ...match }));
}

/**
 * The sections to answer `question` from: the best one when it answers (see
 * `answers`), and up to two more that come close. A follow-up ("and how much is
 * it?") that matches nothing on its own is searched again with the previous question.
 */
export function retrieveSections(question: string, previousQuestion?: string): RetrievedSection[] {
  let ranked = rankSections(question);
  if (!answers(ranked[0]) && previousQuestion) ranked = rankSections(`${question} ${previousQuestion}`);
  const best = ranked[0];
  if (!answers(best)) return [];
  return ranked.filter((result) => result.score >= best.score * RELATIVE_CUTOFF).slice(0, MAX_SECTIONS);
}
