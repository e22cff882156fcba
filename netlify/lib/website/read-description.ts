// What the built-in copywriter reads in a business's description: the offerings
// (the lists of what it sells or does: "sourdough, pastries and cakes") and, kept
// apart from them, the audiences (who it serves: "for families and students",
// "we welcome locals and visitors"), which must never become services or headlines.

export const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'Bookkeeping' to 'bookkeeping', but not 'iPhone', 'SEO' or 'Microsoft 365' (a capital after the first letter, or a name kept as written). */
const decapitalise = (text: string) =>
  /^\p{Lu}[\p{Ll}-]*(\s|$)/u.test(text) && !/^\p{Lu}\p{Ll}+\s\p{N}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** The first sentence (or the first words) of the description, for short places. */
export function firstSentence(description: string, max: number): string {
  const text = flat(description);
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The sentences of a text (a trailing one without a full stop included). */
export const sentencesOf = (text: string): string[] =>
  flat(text)
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

// Words that lead into a list of offerings ("we bake ...", "offering ...", "such as ...").
const LEAD_INS = new Set(
  'a an the our we us you your i my and or also plus including include includes such as like for with of from to in on at by offer offers offering sell sells selling serve serves serving make makes making bake bakes baking cook cooks cooking provide provides providing run runs running build builds building design designs designing repair repairs repairing help helps helping specialise specialises specialising specialize specializes specializing in stock stocks stocking deliver delivers delivering teach teaches teaching fix fixes fixing treat treats treating host hosts hosting create creates creating brew brews brewing roast roasts roasting handle handles handling hire hires hiring rent rents renting lend out set up install installs installing supply supplies supplying sell plan plans organise organises organize organizes train trains write writes is are was be who that which where'.split(
    ' ',
  ),
);
// Words that end an offering ("birthday cakes every morning", "apps for clinics", "art director working with brands").
const TAIL_BREAKS =
  /\s(?:every|each|for|to|in|on|at|with|from|since|across|near|by|all|that|which|who|daily|weekly|today|here|working|based|located|serving|helping)\b.*$/i;
const WORD = "[\\p{L}\\p{N}'’&+-]+";
// "x, y and z" or "x, y, z": up to four words per item, at least three items or two with "and".
const LIST = new RegExp(
  `((?:${WORD}(?: ${WORD}){0,5}, )+(?:(?:and|or|&) )?${WORD}(?: ${WORD}){0,5}|${WORD}(?: ${WORD}){0,5} (?:and|&) ${WORD}(?: ${WORD}){0,5})`,
  'gu',
);

// Who a business serves: people and organisations, as the last word of a phrase ("small companies", "pet owners").
const AUDIENCE_WORDS =
  'families family students tourists locals visitors guests kids children parents babies toddlers teens teenagers adults seniors elderly retirees pensioners couples singles professionals workers commuters startups start-ups charities nonprofits non-profits freelancers founders entrepreneurs businesses companies firms organisations organizations agencies brands teams shops retailers restaurants landlords tenants homeowners residents neighbours neighbors everyone beginners athletes runners cyclists hikers climbers travellers travelers expats newcomers owners women men mums moms dads artists musicians creators makers writers schools universities clinics practices patients clients customers members people groups individuals traders smes developers designers gamers employees communities vegetarians vegans wholesalers associations anyone riders coaches offices operators contractors agents';
const AUDIENCE = `(?:${AUDIENCE_WORDS.split(' ').join('|')})`;
// What leads into a list of who is served ("for", "serving", "we welcome", "clients such as", "loved by").
const AUDIENCE_CUE = '(?:for|serving|serve|serves|served|welcome|welcomes|welcoming|such as|like|including|with|by|to)';
const NOT_A_CUE = `(?!(?:${AUDIENCE_CUE}|and|or|&)\\b)`;
// One audience: up to two describing words, then a people word ("small companies", "the whole family").
const AUDIENCE_ITEM = `(?:${NOT_A_CUE}${WORD} ){0,2}${AUDIENCE}(?![\\p{L}\\p{N}'’-])`;
const AUDIENCE_SEP = '(?:,\\s*(?:(?:and|or|&)\\s+)?|\\s+(?:and|or|&)\\s+)';
const AUDIENCE_LIST = new RegExp(`(\\b${AUDIENCE_CUE}\\s+)?(${AUDIENCE_ITEM}(?:${AUDIENCE_SEP}${AUDIENCE_ITEM})*)`, 'giu');

// Lists that are not offerings: places ("based in Leeds, Bradford and York") and days ("open Monday, Tuesday and Friday").
const PLACE = "(?:the )?\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*){0,2}";
const PLACE_LIST = new RegExp(
  `\\b(?:[Aa]cross|[Aa]round|[Tt]hroughout|[Nn]ear|[Cc]overing|(?:[Bb]ased|[Ll]ocated|[Bb]ranches|[Oo]ffices|[Ss]hops|[Ss]tores|[Ss]tudios) in)\\s+${PLACE}(?:${AUDIENCE_SEP}${PLACE})*`,
  'gu',
);
const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?';
const DAY_LIST = new RegExp(`\\b${DAY}(?:(?:${AUDIENCE_SEP}|\\s*(?:to|-|–)\\s*)${DAY})+\\b`, 'giu');

// A new clause ("..., and we cater for weddings") starts a new list.
const CLAUSE = /,\s*(?:and|but|so|while|where)\s+(?=(?:we|they|i|you|he|she|it|our|their)\b)/i;

/**
 * Takes the audiences out of a sentence, and the places and days (no offerings
 * either): the sentence's clauses around them (read for offerings) and the
 * audiences themselves. A list of people words counts with a cue ("for families
 * and students") or as a list of two or more ("Families, students and tourists
 * love our terrace").
 */
function withoutAudiences(sentence: string): { pieces: string[]; audiences: string[] } {
  const audiences: string[] = [];
  const rest = sentence
    .replace(PLACE_LIST, ' | ')
    .replace(DAY_LIST, ' | ')
    .replace(AUDIENCE_LIST, (whole, cue: string | undefined, list: string) => {
      const items = list.split(new RegExp(AUDIENCE_SEP, 'iu')).map((item) => item.trim());
      if (!cue && items.length < 2) return whole;
      for (const item of items) {
        const words = item.split(' ').filter((word) => !/^(the|a|an|our|all)$/i.test(word));
        if (words.length) audiences.push(decapitalise(words.join(' ')));
      }
      return ' | ';
    });
  return {
    pieces: rest
      .split('|')
      .flatMap((piece) => piece.split(CLAUSE))
      .map((piece) => piece.trim()),
    audiences,
  };
}

const QUALIFIERS =
  /^(?:morning|afternoon|evening|night|day|weekday|weekend|indoor|outdoor|residential|commercial|domestic|industrial|new|used|hot|cold|private|group|adult|junior|senior|beginner|advanced|men['’]s|women['’]s|kids['’]?|local|international|short|long|online|wholesale|personal|small|large)$/i;

const VERBS = /^(?:is|are|was|were|be|been|has|have|had|will|can|could|would|should|may|might|must)$/i;
const PRONOUN_START = /^(?:her|his|their|its|my|they|he|she|it|them)\b/i;

const isLeadIn = (word: string) => LEAD_INS.has(word.toLowerCase());

/**
 * One offering of a list. The first part of a list carries the words leading into
 * it ("a family bakery baking sourdough"): only the words after the last lead-in
 * word count (at most three; as many at the start of a sentence: "handmade mugs"),
 * or without one at most as many as the other items have. Later parts end before a trailing phrase ("birthday cakes every morning").
 */
function cleanItem(raw: string, first: boolean, keepWords: number, atStart: boolean): string | null {
  let words = (first ? raw : raw.replace(TAIL_BREAKS, '')).split(' ').filter(Boolean);
  // "always welcome, and nobody is left behind": a clause, not an offering.
  if (!first && words.some((word) => VERBS.test(word))) return null;
  if (first) {
    // The last word is the offering itself even when it could lead in ("garden design", "bike repairs").
    const lastLeadIn = words.slice(0, -1).findLastIndex(isLeadIn);
    words = words.slice(lastLeadIn + 1).slice(-(lastLeadIn >= 0 || atStart ? Math.max(keepWords, 3) : keepWords));
  }
  while (words.length > 0 && isLeadIn(words[0]!)) words = words.slice(1);
  if (words.length === 0 || words.length > 5) return null;
  const item = words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return item.length >= 3 && item.length <= 50 ? item : null;
}

/** The offerings of one list found, or null when it is no list of offerings. */
function listItems(match: RegExpMatchArray): string[] | null {
  const pieces = match[1]!.split(/(,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)/);
  // The item after "and" is the last: "mugs, bowls and vases, glazed in small batches" ends at "vases".
  const lastJoin = pieces.findIndex((sep, i) => i % 2 === 1 && /\b(and|or|&)\b/.test(sep));
  const parts = pieces.slice(0, lastJoin > 0 ? lastJoin + 2 : pieces.length).filter((_, i) => i % 2 === 0);
  // Without "and" it takes three items to make a list ("recipe, served" is none).
  if (parts.length < (lastJoin > 0 ? 2 : 3) || parts.some((part) => !part)) return null;
  // "a mother and her two daughters": people, not offerings.
  if (parts.slice(1).some((part) => PRONOUN_START.test(part))) return null;
  // The first part carries the words that lead into the list: keep as many words as the longest other item.
  const longest = Math.max(...parts.slice(1).map((part) => part.replace(TAIL_BREAKS, '').split(' ').length));
  const items = parts.map((part, i) => cleanItem(part, i === 0, Math.max(longest, 1), match.index === 0));
  if (items.some((item) => item === null)) return null;
  const clean = items as string[];
  // "Morning and evening yoga classes": a lone qualifier joined by "and" qualifies what follows ("branding and web design" are two).
  if (QUALIFIERS.test(clean[0]!) && clean[1]!.includes(' ') && /^\s+(and|or)\s+$/.test(pieces[1]!)) {
    clean.splice(0, 2, `${clean[0]}${pieces[1]}${clean[1]}`);
  }
  // A word that starts the sentence is capitalised only for being first.
  if (match.index === 0 && clean[0]!.startsWith(parts[0]!.split(' ')[0]!)) clean[0] = decapitalise(clean[0]!);
  return clean;
}

const addNew = (found: string[], items: readonly string[]) => {
  for (const item of items) if (!found.some((known) => known.toLowerCase() === item.toLowerCase())) found.push(item);
};

/** Offerings (at most six) and audiences (at most four) of a description, each in the business's own words. */
export function readDescription(description: string, businessName = ''): { offerings: string[]; audiences: string[] } {
  const offerings: string[] = [];
  const audiences: string[] = [];
  // The name may hold an "and" or "&" of its own ("Olive & Ember"): it is not a list.
  const text = businessName.trim() ? flat(description).split(flat(businessName)).join('. ') : flat(description);
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\s[–—-]\s|\(|\)/)) {
    const read = withoutAudiences(sentence);
    addNew(audiences, read.audiences);
    for (const piece of read.pieces) {
      for (const match of piece.matchAll(LIST)) addNew(offerings, listItems(match) ?? []);
    }
  }
  return { offerings: offerings.slice(0, 6), audiences: audiences.slice(0, 4) };
}

/** What the business offers, read from the lists in its description ("sourdough, pastries and cakes"), at most six. */
export const offeringsIn = (description: string, businessName = ''): string[] => readDescription(description, businessName).offerings;
