// A small English stemmer after Martin Porter's algorithm (1980): suffix rules that
// bring "subscriptions", "subscribed" and "subscribing" to one search term, so a
// question meets the guide whatever form of a word either uses.

const isConsonant = (word: string, i: number): boolean => {
  const letter = word[i]!;
  if ('aeiou'.includes(letter)) return false;
  if (letter === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
};

/** Porter's m: how many vowel-consonant sequences the stem has ("tr" 0, "trouble" 1, "troubles" 2). */
function measure(stem: string): number {
  let count = 0;
  let previousVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const vowel = !isConsonant(stem, i);
    if (!vowel && previousVowel) count++;
    previousVowel = vowel;
  }
  return count;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const endsDoubleConsonant = (word: string) => word.length > 1 && word.at(-1) === word.at(-2) && isConsonant(word, word.length - 1);
/** Consonant-vowel-consonant at the end, the last not w, x or y ("hop", not "snow"). */
const endsCvc = (word: string) => {
  const n = word.length;
  return n >= 3 && isConsonant(word, n - 1) && !isConsonant(word, n - 2) && isConsonant(word, n - 3) && !'wxy'.includes(word[n - 1]!);
};

/** Replaces the first matching suffix when what is left has a measure above `minMeasure`. */
function replaceSuffix(word: string, rules: readonly (readonly [string, string])[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

const STEP_2: readonly [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];
const STEP_3: readonly [string, string][] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP_4 = 'al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize'.split(' ');

function step1(word: string): string {
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);

  let cut: string | null = null;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) cut = w.slice(0, -2);
  else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) cut = w.slice(0, -3);
  if (cut !== null) {
    w = cut;
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

function step4(word: string): string {
  for (const suffix of STEP_4) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

/** Forms no suffix rule brings together. */
const IRREGULAR: Record<string, string> = { daily: 'day', children: 'child', people: 'person', bought: 'buy' };

/** The search term of a lower-case word: "schedules", "scheduled" and "scheduling" all give "schedul". */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  if (IRREGULAR[word]) return stem(IRREGULAR[word]);
  // "synthesis" and "synthesize", "analysis" and "analyze" meet at "synthes", "analys".
  if (word.length > 5 && word.endsWith('sis')) return word.slice(0, -2);
  const stemmed = step5(step4(replaceSuffix(replaceSuffix(step1(word), STEP_2, 0), STEP_3, 0)));
  // Porter keeps -ly; "monthly" and "month", "weekly" and "week" should meet.
  return /[^aeiou]li$/.test(stemmed) && stemmed.length >= 6 ? stemmed.slice(0, -2) : stemmed;
}
