// How Mr. Support searches the guide: MiniSearch's BM25 over each section's title,
// its support words and its text. The index is built from docs/user-guide when the
// app is built (scripts/support-index.ts) and loaded with these same options, so a
// question's words are cut and stemmed exactly as the guide's were.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { GuideSection } from './guide-sections.ts';

// Words that say nothing about which section answers a question.
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could did do does doing for from had has have having ' +
    'he her here hers him his how i if in into is it its me my myself no nor not of off on once only or other our out over own same she should so ' +
    'some such than that the their them then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself please tell know want need get got way ok okay hi hello thanks thank ' +
    'mr support question questions help'
  ) // 'support' and 'help' are in every question to Mr. Support
    .split(' '),
);

/** A light English stemmer: plural, -ing, -ed and a final e go, so "schedules", "scheduled" and "scheduling" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (!word || STOP_WORDS.has(word)) return null;
  return stem(word);
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}']+/u).filter(Boolean);

/** How many distinct search words a question has once stop words are gone. */
export function queryWords(query: string): number {
  return new Set(tokenize(query).map(processTerm).filter(Boolean)).size;
}

export const SEARCH_FIELDS = ['pageTitle', 'title', 'keywords', 'text'] as const;

export const SEARCH_DEFAULTS: SearchOptions = {
  boost: { pageTitle: 1, title: 2, keywords: 2.5, text: 1 },
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
};

export const INDEX_OPTIONS: Options<GuideSection> = {
  fields: [...SEARCH_FIELDS],
  idField: 'id',
  // Split on anything but letters, digits and the apostrophe inside words ("don't").
  tokenize,
  processTerm,
  searchOptions: SEARCH_DEFAULTS,
};

export function buildGuideIndex(sections: GuideSection[]): MiniSearch<GuideSection> {
  const index = new MiniSearch<GuideSection>(INDEX_OPTIONS);
  index.addAll(sections);
  return index;
}

export function loadGuideIndex(json: string): MiniSearch<GuideSection> {
  return MiniSearch.loadJSON<GuideSection>(json, INDEX_OPTIONS);
}
