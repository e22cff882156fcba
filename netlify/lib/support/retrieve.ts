// Finds the guide sections that answer a question: the word search (search.ts, BM25
// over the passages that scripts/support-index.ts cuts from docs/user-guide) and the
// semantic search (semantic-search.ts) each rank the sections, and their rankings are
// fused (rank-fusion.ts). Whether the guide answers at all is the word search's call,
// with one exception for a question put in other words (closeInMeaning). A question
// that matches nothing well enough gets no section: the assistant then says it does
// not know.
import guide from './guide-index.generated.json' with { type: 'json' };
import type { GuideSection } from './guide-sections.ts';
import type { Passage } from './passages.ts';
import { fuseRankings } from './rank-fusion.ts';
import { GuideSearch } from './search.ts';
import { sectionSimilarities } from './semantic-search.ts';

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

/** A retrieved section and how close in meaning the question is to it (semantic-search.ts; 0 without the model). */
export interface AnsweringSection extends RetrievedSection {
  similarity: number;
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

/**
 * The word search's "no" is overruled for the fused best section when its words
 * score at least MIN_SCORE and it is this close in meaning ("how do i give my site
 * to my web guy" for Step 3, whose download holds too little of those words).
 * Off-topic questions come within 0.55 of some section (the router, bitcoin), which
 * is why the words must match too.
 */
export const RESCUE_SIMILARITY = 0.6;

const closeInMeaning = (best: AnsweringSection) => best.score >= MIN_SCORE && best.similarity >= RESCUE_SIMILARITY;

/**
 * ...and the word search's "yes" is overruled when the fused best section is this far
 * in meaning: its words match by coincidence ("the population of canada" and the
 * studio's word count). Of 309 answered guide questions, 7 fell below it and 6 of
 * those had the wrong section, so "I don't know" with the support address serves
 * them better. Without the model (no similarities) the words decide alone.
 */
export const MIN_SIMILARITY = 0.3;

const farInMeaning = (best: AnsweringSection, modelAnswered: boolean) => modelAnswered && best.similarity < MIN_SIMILARITY;

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

/** The semantic similarities, or none when the model cannot load (the word search then works alone). */
async function similaritiesOf(question: string): Promise<Map<string, number>> {
  try {
    return await sectionSimilarities(question);
  } catch (error) {
    console.error(
      `[support] the sentence model failed, searching by words only: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Map();
  }
}

async function answeringSections(question: string): Promise<AnsweringSection[]> {
  const ranked = rankSections(question);
  const similarities = await similaritiesOf(question);
  const byMeaning = [...similarities].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const [bestId] = fuseRankings(
    ranked.map((result) => result.section.id),
    byMeaning,
  );
  if (!bestId) return [];
  const withSimilarity = (result: RetrievedSection): AnsweringSection => ({
    ...result,
    similarity: similarities.get(result.section.id) ?? 0,
  });
  const best = withSimilarity(
    ranked.find((result) => result.section.id === bestId) ?? {
      section: sections.get(bestId)!,
      score: 0,
      coverage: 0,
      passageCoverage: 0,
      incidental: false,
    },
  );
  const wordsBest = ranked[0];
  if (!answers(wordsBest)) return closeInMeaning(best) ? [best] : [];
  if (farInMeaning(best, similarities.size > 0)) return [];
  const close = ranked.filter((result) => result.section.id !== bestId && result.score >= wordsBest.score * RELATIVE_CUTOFF);
  return [best, ...close.map(withSimilarity)].slice(0, MAX_SECTIONS);
}

/**
 * The sections to answer `question` from: the fused best one when the guide answers
 * it (see `answers` and `closeInMeaning`), and up to two more the word search finds
 * close. A follow-up ("and how much is it?") that matches nothing on its own is
 * searched again with the previous question.
 */
export async function retrieveSections(question: string, previousQuestion?: string): Promise<AnsweringSection[]> {
  const found = await answeringSections(question);
  if (found.length || !previousQuestion) return found;
  return answeringSections(`${question} ${previousQuestion}`);
}
