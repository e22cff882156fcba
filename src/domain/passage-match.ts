// Which passage of a cited page answers the question best (the passage panel marks it): the one
// holding most of the question's words, a word counted once however often it appears.

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i in is it its me my of on or our ' +
    'should that the their there this to was we what when where which who why will with you your'
  ).split(' '),
);

/** The question's words worth matching: lower case, three letters or more, no stop words. */
export function questionWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))];
}

/** How many of `words` the text holds (a word also counts where it starts a longer one: "price" in "prices"). */
export function matchScore(text: string, words: readonly string[]): number {
  const own = new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.filter((word) => own.has(word) || [...own].some((candidate) => candidate.startsWith(word))).length;
}

/** The index of the passage that best matches the question; the first one when none holds any of its words. */
export function bestPassageIndex(passages: readonly { content: string; heading?: string | null }[], question: string): number {
  const words = questionWords(question);
  let best = 0;
  let bestScore = 0;
  passages.forEach((passage, index) => {
    const score = matchScore(`${passage.heading ?? ''} ${passage.content}`, words);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return passages.length === 0 ? -1 : best;
}
