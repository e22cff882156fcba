// When Mr. Support may read a question with the one before it: only a follow-up
// ("and how much is it?", "what about the website one?") leans on the previous
// question. A new question that the guide does not cover ("what is the capital of
// France?") is searched alone, so the previous topic cannot pull in a section that
// has nothing to do with it.

/** Words that open a question continuing the previous one. */
const OPENERS = /^(?:and|but|also|so|then|or|plus|ok(?:ay)?|what about|how about|and what|same|et|y|und|e|en)\b/;
/** Words that point back at something said before. */
const POINTERS = /\b(?:it|its|that|this|those|these|they|them|there|one|ones|same|again|too|instead|else)\b/;
/** A follow-up is short: a long question stands on its own. */
const MAX_WORDS = 10;

/** True when `question` reads as a continuation of the previous question. */
export function isFollowUp(question: string): boolean {
  const text = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text ? text.split(' ') : [];
  if (words.length === 0 || words.length > MAX_WORDS) return false;
  return OPENERS.test(text) || POINTERS.test(text);
}
