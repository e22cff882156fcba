// Finds the guide sections that answer a question: the word search (search.ts, BM25
// over the passages that scripts/support-index.ts cuts from docs/user-guide) and the
// semantic search (semantic-search.ts) each rank the sections, and their rankings are
// fused (rank-fusion.ts). Whether the guide answers at all is the word search's call,
// with one exception for a question put in other words (closeInMeaning). A question
// that matches nothing well enough gets no section: the assistant then says it does
// not know.
import { messageOf } from '#domain/error-message.ts';
import guide from './guide-index.generated.json' with { type: 'json' };
import type { GuideSection } from './guide-sections.ts';
import type { Passage } from './passages.ts';
import { fusedScores, fuseRankings } from './rank-fusion.ts';
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
 * automation's word count). Of 309 answered guide questions, 7 fell below it and 6 of
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
    console.error(`[support] the sentence model failed, searching by words only: ${messageOf(error, String(error))}`);
    return new Map();
  }
}

/** The offline answer's sections and the model's (see Retrieval). */
export interface Retrieval {
  /**
   * The answer without a model: the fused best section when the guide answers the
   * question, then up to two more the word search finds close (its "See also").
   */
  sections: AnsweringSection[];
  /**
   * What the model is given to pick from: the same best section first, then the next
   * places of the fused ranking (each ranking's first MODEL_DEPTH places), MODEL_SECTIONS
   * in all; past the first MIN_MODEL_SECTIONS, a section whose fused score is below
   * MODEL_RELATIVE_CUTOFF of the best one's is left out. Empty when `sections` is.
   */
  candidates: AnsweringSection[];
  /** The same places whether or not the guide answers (npm run support:eval measures the threshold with it). */
  ranking: AnsweringSection[];
}

/** The model gets at most this many sections... */
export const MODEL_SECTIONS = 5;
/** ...and at least this many when the fused ranking has them... */
export const MIN_MODEL_SECTIONS = 3;
/** ...the ones past it only when their fused score is at least this share of the best one's. */
export const MODEL_RELATIVE_CUTOFF = 0.3;
/** How many of each ranking's first places the model's sections are drawn from (depth and cut-off chosen on the typical table and held-out sets 1 to 7, never on the eighth). */
export const MODEL_DEPTH = 10;

const NO_WORDS = { score: 0, coverage: 0, passageCoverage: 0, incidental: false };

async function retrieval(question: string): Promise<Retrieval> {
  const ranked = rankSections(question);
  const similarities = await similaritiesOf(question);
  const byMeaning = [...similarities].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const wordIds = ranked.map((result) => result.section.id);
  const [bestId] = fuseRankings(wordIds, byMeaning);
  if (!bestId) return { sections: [], candidates: [], ranking: [] };
  const withSimilarity = (id: string): AnsweringSection => ({
    ...(ranked.find((result) => result.section.id === id) ?? { section: sections.get(id)!, ...NO_WORDS }),
    similarity: similarities.get(id) ?? 0,
  });
  const best = withSimilarity(bestId);
  const wordsBest = ranked[0];
  let found: AnsweringSection[];
  // Where the words do not answer, meaning alone decides: its own best section, not the fused one a near tie of words can move.
  if (!answers(wordsBest)) {
    const meaningBest = byMeaning[0] === undefined ? best : withSimilarity(byMeaning[0]);
    found = closeInMeaning(meaningBest) ? [meaningBest] : [];
  } else if (farInMeaning(best, similarities.size > 0)) found = [];
  else
    found = [
      best,
      ...ranked
        .filter((result) => result.section.id !== bestId && result.score >= wordsBest.score * RELATIVE_CUTOFF)
        .map((result) => withSimilarity(result.section.id)),
    ].slice(0, MAX_SECTIONS);
  const fused = fusedScores(wordIds, byMeaning, MODEL_DEPTH);
  const bestScore = fused.find(([id]) => id === bestId)?.[1] ?? 0;
  const next = fused
    .filter(([id]) => id !== bestId)
    .filter(([, score], i) => i + 1 < MIN_MODEL_SECTIONS || score >= bestScore * MODEL_RELATIVE_CUTOFF)
    .slice(0, MODEL_SECTIONS - 1)
    .map(([id]) => withSimilarity(id));
  const ranking = [best, ...next];
  return { sections: found, candidates: found.length ? ranking : [], ranking };
}

/**
 * The sections to answer `question` from, for the answer without a model and for the
 * model (see Retrieval). Whether the guide answers at all is decided as `answers` and
 * `closeInMeaning` say. A follow-up ("and how much is it?") that matches nothing on
 * its own is searched again with the previous question.
 */
export async function retrieve(question: string, previousQuestion?: string): Promise<Retrieval> {
  const found = await retrieval(question);
  if (found.sections.length || !previousQuestion) return found;
  return retrieval(`${question} ${previousQuestion}`);
}

/** The offline answer's sections (Retrieval.sections): the fused best one and up to two the word search finds close. */
export async function retrieveSections(question: string, previousQuestion?: string): Promise<AnsweringSection[]> {
  return (await retrieve(question, previousQuestion)).sections;
}
