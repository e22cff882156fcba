// How Mr. Support searches the guide: BM25 three ways, added up per section: over
// the sections' headings (weighted most), over their passages (passages.ts: the
// best paragraph, list item or table row counts) and over each section as a whole.
// A question's word matches the same word, at a lower weight its synonyms
// (synonyms.ts) and, when the guide does not have the word at all, the guide's
// words a typing slip away ("subcription", "pasword").
import { editDistanceAtMost } from './edit-distance.ts';
import type { GuideSection } from './guide-sections.ts';
import type { Passage } from './passages.ts';
import { searchTerms } from './search-terms.ts';
import { synonymsOf } from './synonyms.ts';

export { stem } from './stem.ts';

/** How much each way counts. */
const WEIGHTS = { heading: 1.5, passage: 1, section: 1 };
const SYNONYM_WEIGHT = 0.5;
/** Two of the question's words side by side in a heading ("daily limit", "Daily limits") count this share of their rarity again. */
const HEADING_PHRASE_WEIGHT = 0.75;
const MISSPELLING_WEIGHT = 0.8;
/** The rarity (idf) a question's word counts with when the guide lacks it: between common words (about 1) and rare ones (4). */
const UNKNOWN_WORD_RARITY = 3.5;
const K1 = 1.2;
const B = 0.75;

/** The adjective of a superlative ("cheapest" cheap, "biggest" big, "largest" larg, as stemmed), or null. */
function superlativeBase(term: string): string | null {
  if (term.length < 6 || !term.endsWith('est')) return null;
  const base = term.slice(0, -3);
  // A doubled last consonant ("biggest") is single in the adjective.
  return /([bdgmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
}

interface Alternative {
  term: string;
  weight: number;
}

/** A question's term and what it may match in the guide. */
interface QueryTerm {
  term: string;
  alternatives: Alternative[];
}

export interface SectionMatch {
  id: string;
  score: number;
  /** The share of the question's terms, each weighted by its rarity in the guide, the section contains (0 to 1). */
  coverage: number;
  /** The same share for the section's best single passage, read with its heading. */
  passageCoverage: number;
  /**
   * Whether the section matches only words the guide uses in one passage and not in
   * the section's heading: an example's words ("We bake sourdough..."), not its subject.
   */
  incidental: boolean;
}

interface Document {
  section: string;
  frequencies: Map<string, number>;
  length: number;
}

const toDocument = (section: string, terms: string[]): Document => {
  const frequencies = new Map<string, number>();
  for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  return { section, frequencies, length: terms.length };
};

/** A document's score and, per question term it matched, the guide term that matched it. */
interface DocumentMatch {
  section: string;
  score: number;
  terms: Map<string, string>;
}

/** One BM25 collection: scores each document for a question, with the guide's idf. */
class Collection {
  private readonly averageLength: number;

  constructor(
    readonly documents: Document[],
    private readonly lengthNormalization = B,
  ) {
    this.averageLength = documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, documents.length);
  }

  /** The documents that match any of the question's terms. */
  match(query: QueryTerm[], idf: Map<string, number>): DocumentMatch[] {
    const matches: DocumentMatch[] = [];
    for (const document of this.documents) {
      const norm = K1 * (1 - this.lengthNormalization + (this.lengthNormalization * document.length) / this.averageLength);
      const found: DocumentMatch = { section: document.section, score: 0, terms: new Map() };
      for (const { term, alternatives } of query) {
        let termScore = 0;
        for (const alternative of alternatives) {
          const frequency = document.frequencies.get(alternative.term);
          const value = frequency ? (alternative.weight * idf.get(alternative.term)! * frequency * (K1 + 1)) / (frequency + norm) : 0;
          if (value > termScore) {
            termScore = value;
            found.terms.set(term, alternative.term);
          }
        }
        found.score += termScore;
      }
      if (found.score > 0) matches.push(found);
    }
    return matches;
  }
}

/** Per section: its best score in one collection, and the terms its documents matched. */
function bestPerSection(matches: DocumentMatch[]): Map<string, DocumentMatch> {
  const best = new Map<string, DocumentMatch>();
  for (const match of matches) {
    const known = best.get(match.section);
    if (!known) best.set(match.section, { ...match, terms: new Map(match.terms) });
    else {
      known.score = Math.max(known.score, match.score);
      for (const [term, found] of match.terms) if (!known.terms.has(term)) known.terms.set(term, found);
    }
  }
  return best;
}

export class GuideSearch {
  private readonly headings: Collection;
  private readonly passages: Collection;
  private readonly sections: Collection;
  private readonly idf = new Map<string, number>();
  private readonly vocabulary: string[];
  /** In how many passages of the guide each term is. */
  private readonly passageCounts = new Map<string, number>();
  private readonly headingTerms: Map<string, Set<string>>;
  /** Each heading's adjacent term pairs, as "first second". */
  private readonly headingPairs: Map<string, Set<string>>;

  constructor(sections: readonly GuideSection[], passages: readonly Passage[]) {
    const headingTerms = new Map(sections.map((section) => [section.id, searchTerms(`${section.pageTitle} ${section.title}`)]));
    const bodies = passages
      .filter((passage) => passage.kind !== 'heading')
      .map((passage) => ({ ...passage, terms: searchTerms(passage.text) }));
    this.headings = new Collection(sections.map((section) => toDocument(section.id, headingTerms.get(section.id)!)));
    this.passages = new Collection(bodies.map((passage) => toDocument(passage.section, passage.terms)));
    this.sections = new Collection(
      sections.map((section) =>
        toDocument(section.id, [
          ...headingTerms.get(section.id)!,
          ...bodies.filter((body) => body.section === section.id).flatMap((body) => body.terms),
        ]),
      ),
    );
    for (const document of this.sections.documents)
      for (const term of document.frequencies.keys()) this.idf.set(term, (this.idf.get(term) ?? 0) + 1);
    for (const [term, holders] of this.idf) this.idf.set(term, Math.log(1 + (sections.length - holders + 0.5) / (holders + 0.5)));
    this.vocabulary = [...this.idf.keys()];
    for (const document of this.passages.documents)
      for (const term of document.frequencies.keys()) this.passageCounts.set(term, (this.passageCounts.get(term) ?? 0) + 1);
    this.headingTerms = new Map([...headingTerms].map(([id, terms]) => [id, new Set(terms)]));
    this.headingPairs = new Map(
      [...headingTerms].map(([id, terms]) => [id, new Set(terms.slice(1).map((term, i) => `${terms[i]} ${term}`))]),
    );
  }

  /** How much a term says about where the answer is; a word the guide lacks counts as a middling one. */
  private rarity(term: string): number {
    return this.idf.get(term) ?? UNKNOWN_WORD_RARITY;
  }

  /** What a question's term may match in the guide, and how much each counts. */
  private alternatives(term: string): Alternative[] {
    const found: Alternative[] = [];
    if (this.idf.has(term)) found.push({ term, weight: 1 });
    else if (term.length >= 6) {
      const allowed = term.length >= 9 ? 2 : 1;
      for (const known of this.vocabulary)
        if (known.length >= 5 && editDistanceAtMost(term, known, allowed)) found.push({ term: known, weight: MISSPELLING_WEIGHT });
    }
    // Porter leaves some forms a letter or two apart ("verif" for verification, "verifi" for verify).
    if (!this.idf.has(term) && term.length >= 5)
      for (const known of this.vocabulary)
        if (known !== term && known.length - term.length <= 2 && (known.startsWith(term) || (term.startsWith(known) && known.length >= 5)))
          found.push({ term: known, weight: MISSPELLING_WEIGHT });
    for (const synonym of synonymsOf(term)) if (this.idf.has(synonym)) found.push({ term: synonym, weight: SYNONYM_WEIGHT });
    // A superlative the guide lacks ("cheapest", "biggest") stands for its adjective and the adjective's synonyms.
    const adjective = this.idf.has(term) ? null : superlativeBase(term);
    if (adjective) {
      if (this.idf.has(adjective)) found.push({ term: adjective, weight: MISSPELLING_WEIGHT });
      for (const synonym of synonymsOf(adjective)) if (this.idf.has(synonym)) found.push({ term: synonym, weight: SYNONYM_WEIGHT });
    }
    return found;
  }

  /** The question's distinct search terms. */
  queryTerms(query: string): string[] {
    return [...new Set(searchTerms(query))];
  }

  /** The bonus for the question's adjacent words that stand side by side in a section's heading too. */
  private phraseBonus(id: string, order: readonly string[], matched: ReadonlyMap<string, string> | undefined): number {
    const pairs = this.headingPairs.get(id);
    if (!pairs || !matched) return 0;
    let bonus = 0;
    for (let i = 1; i < order.length; i++) {
      const first = matched.get(order[i - 1]!);
      const second = matched.get(order[i]!);
      if (first && second && pairs.has(`${first} ${second}`))
        bonus += HEADING_PHRASE_WEIGHT * (this.rarity(order[i - 1]!) + this.rarity(order[i]!));
    }
    return bonus;
  }

  /** Sections that match any of the question's terms, best first. */
  search(query: string): SectionMatch[] {
    const order = searchTerms(query);
    const terms = this.queryTerms(query).map((term) => ({ term, alternatives: this.alternatives(term) }));
    const questionWeight = Math.max(
      terms.reduce((sum, { term }) => sum + this.rarity(term), 0),
      1e-9,
    );
    const share = (found: Iterable<string>) => [...found].reduce((sum, term) => sum + this.rarity(term), 0) / questionWeight;
    const passages = this.passages.match(terms, this.idf);
    const headings = bestPerSection(this.headings.match(terms, this.idf));
    const bodies = bestPerSection(passages);
    const wholes = bestPerSection(this.sections.match(terms, this.idf));
    // The share of the question one passage answers with its heading: an answer is in one place.
    const together = new Map<string, number>();
    for (const passage of passages) {
      const heading = headings.get(passage.section)?.terms.keys() ?? [];
      const value = share(new Set([...passage.terms.keys(), ...heading]));
      together.set(passage.section, Math.max(together.get(passage.section) ?? 0, value));
    }
    return [...wholes.values()]
      .map(({ section: id, terms: found, score }) => {
        const total =
          WEIGHTS.section * score +
          WEIGHTS.heading * (headings.get(id)?.score ?? 0) +
          WEIGHTS.passage * (bodies.get(id)?.score ?? 0) +
          this.phraseBonus(id, order, headings.get(id)?.terms);
        const incidental = [...found.values()].every(
          (term) => (this.passageCounts.get(term) ?? 0) <= 1 && !this.headingTerms.get(id)?.has(term),
        );
        return {
          id,
          score: total,
          coverage: share(found.keys()),
          passageCoverage: Math.max(together.get(id) ?? 0, share(headings.get(id)?.terms.keys() ?? [])),
          incidental,
        };
      })
      .sort((a, b) => b.score - a.score);
  }
}
