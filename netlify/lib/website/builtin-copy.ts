// The built-in copywriter: complete site copy when no model is configured or its
// answer does not validate. It writes from the business's own words (what it
// offers is read from the lists in its description) and, where it has to fill
// in, only with sentences true of any business of that industry: a bakery is
// never promised private dining.
import { listInWords } from '#domain/list-in-words.ts';
import type { Industry, IndustryId } from '#domain/website/industries.ts';
import type { BusinessDetails, SiteCopy } from './copy.ts';

type Item = { title: string; description: string };

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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

// Words that lead into a list of offerings ("we bake ...", "offering ...", "such as ...").
const LEAD_INS = new Set(
  'a an the our we us you your i my and or also plus including include includes such as like for with of from to in on at by offer offers offering sell sells selling serve serves serving make makes making bake bakes baking cook cooks cooking provide provides providing run runs running build builds building design designs designing repair repairs repairing help helps helping specialise specialises specialising specialize specializes specializing in stock stocks stocking deliver delivers delivering teach teaches teaching fix fixes fixing treat treats treating host hosts hosting create creates creating brew brews brewing roast roasts roasting handle handles handling is are was be who that which where'.split(
    ' ',
  ),
);
// Words that end an offering ("birthday cakes every morning", "apps for clinics").
const TAIL_BREAKS = /\s(?:every|each|for|to|in|on|at|with|from|since|across|near|by|all|that|which|who|daily|weekly|today|here)\b.*$/i;
const WORD = "[\\p{L}\\p{N}'’&+-]+";
// "x, y and z" or "x, y, z": up to four words per item, at least three items or two with "and".
const LIST = new RegExp(
  `((?:${WORD}(?: ${WORD}){0,5}, )+(?:(?:and|or|&) )?${WORD}(?: ${WORD}){0,5}|${WORD}(?: ${WORD}){0,5} (?:and|&) ${WORD}(?: ${WORD}){0,5})`,
  'gu',
);

const isLeadIn = (word: string) => LEAD_INS.has(word.toLowerCase());

/**
 * One offering of a list. The first part of a list carries the words leading into
 * it ("a family bakery baking sourdough"): only the words after the last lead-in
 * word count, at most as many as the other items have. Later parts end before a
 * trailing phrase ("birthday cakes every morning").
 */
function cleanItem(raw: string, first: boolean, keepWords: number): string | null {
  let words = (first ? raw : raw.replace(TAIL_BREAKS, '')).split(' ').filter(Boolean);
  if (first) {
    const lastLeadIn = words.findLastIndex(isLeadIn);
    words = words.slice(lastLeadIn + 1).slice(-keepWords);
  }
  while (words.length > 0 && isLeadIn(words[0]!)) words = words.slice(1);
  if (words.length === 0 || words.length > 5) return null;
  const item = words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return item.length >= 3 && item.length <= 50 ? item : null;
}

/** What the business offers, read from the lists in its description ("sourdough, pastries and cakes"), at most six. */
export function offeringsIn(description: string, businessName = ''): string[] {
  const found: string[] = [];
  // The name may hold an "and" or "&" of its own ("Olive & Ember"): it is not a list.
  const text = businessName.trim() ? flat(description).split(flat(businessName)).join('. ') : flat(description);
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\s[–—-]\s|\(|\)/)) {
    for (const match of sentence.matchAll(LIST)) {
      const pieces = match[1]!.split(/(,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)/);
      const parts = pieces.filter((_, i) => i % 2 === 0);
      if (parts.length < 2 || parts.some((part) => !part)) continue;
      // The first part carries the words that lead into the list: keep as many words as the longest other item.
      const longest = Math.max(...parts.slice(1).map((part) => part.replace(TAIL_BREAKS, '').split(' ').length));
      const items = parts.map((part, i) => cleanItem(part, i === 0, Math.max(longest, 1)));
      if (items.some((item) => item === null)) continue;
      const clean = items as string[];
      // "Morning and evening yoga classes": a lone first word joined by "and" qualifies what follows.
      if (!clean[0]!.includes(' ') && clean[1]!.includes(' ') && /^\s+(and|or)\s+$/.test(pieces[1]!)) {
        clean.splice(0, 2, `${clean[0]}${pieces[1]}${clean[1]}`);
      }
      // A word that starts the sentence is capitalised only for being first.
      if (match.index === 0 && clean[0]!.startsWith(parts[0]!.split(' ')[0]!)) clean[0] = decapitalise(clean[0]!);
      for (const item of clean) if (!found.some((known) => known.toLowerCase() === item.toLowerCase())) found.push(item);
    }
  }
  return found.slice(0, 6);
}

interface IndustryVoice {
  /** The hero's line when the description names no offerings. */
  headline: string;
  /** Sentences about one offering of this business (`item` as written mid-sentence, `name` the business), used in turn. */
  offering: ((item: string, name: string) => string)[];
  /** Cards true of any business of the industry, to reach three services. */
  services: (name: string) => Item[];
  highlights: (name: string) => Item[];
  faq: (name: string) => { question: string; answer: string };
  ctaHeading: (name: string) => string;
}

const VOICES: Record<IndustryId, IndustryVoice> = {
  restaurant: {
    headline: 'Good food, made with care',
    offering: [
      (item, name) => `${capitalise(item)} from ${name}, made by people who care how it tastes.`,
      (item, name) => `Ask ${name} about our ${item}: ingredients, allergens and how we make everything.`,
      (item) => `Curious about our ${item}? Get in touch to ask what is available.`,
    ],
    services: (name) => [
      { title: 'Ask about ingredients', description: `Allergies or preferences? Ask ${name} what goes into anything before you order.` },
      {
        title: 'Orders and enquiries',
        description: 'Ordering for a group or planning something special? Tell us and we will say what we can do.',
      },
      { title: 'Come and see us', description: `The best way to know ${name} is to taste it: the contact details are on this page.` },
    ],
    highlights: (name) => [
      { title: 'Made with care', description: `Everything at ${name} is made by people who care how it tastes.` },
      { title: 'Ask us anything', description: 'Ingredients, allergens, timings: ask and you get a straight answer.' },
      { title: 'Easy to reach', description: `Questions, orders or feedback go straight to the people behind ${name}.` },
    ],
    faq: () => ({
      question: 'Can you cater for allergies or dietary needs?',
      answer: 'Tell us what you need before you order and we will tell you honestly what we can make for you.',
    }),
    ctaHeading: (name) => `Get a taste of ${name}`,
  },
  retail: {
    headline: 'Products chosen with care',
    offering: [
      (item, name) => `${capitalise(item)} at ${name}, chosen with care.`,
      (item) => `Looking for ${item}? Ask us and we will help you pick the right one.`,
      (item) => `${capitalise(item)}: ask whether what you need is in stock, or whether we can get it for you.`,
    ],
    services: (name) => [
      { title: 'Help choosing', description: `Not sure what suits you? Ask ${name} and we will help you choose.` },
      { title: 'Orders and availability', description: 'Looking for something specific? Ask us whether it is in stock or can be ordered.' },
      { title: 'After you buy', description: 'Questions about something you bought from us? Get in touch and we will sort it out.' },
    ],
    highlights: (name) => [
      { title: 'Chosen with care', description: `Everything ${name} offers is something we are happy to stand behind.` },
      { title: 'Honest advice', description: 'Ask before you buy and you get a straight answer, not a sales pitch.' },
      { title: 'Easy to reach', description: `Questions go straight to the people behind ${name}.` },
    ],
    faq: () => ({
      question: 'Can I ask for advice before I buy?',
      answer: 'Of course. Tell us what you are looking for and we will help you find the right fit.',
    }),
    ctaHeading: (name) => `Find what you need at ${name}`,
  },
  tech: {
    headline: 'Technology that works for you',
    offering: [
      (item, name) => `${capitalise(item)} by ${name}, shaped around the way you work.`,
      (item) => `Need ${item}? Tell us what you want to achieve and we will explain the options in plain language.`,
      (item) => `${capitalise(item)}, explained without jargon from the first conversation to the finished work.`,
    ],
    services: (name) => [
      { title: 'Talk it through', description: `Tell ${name} what you want to achieve and we will explain the options in plain language.` },
      { title: 'Built around you', description: 'We start from how you work today, not from a one-size-fits-all template.' },
      { title: 'Help when you need it', description: 'Questions after launch get answered by the people who did the work.' },
    ],
    highlights: (name) => [
      { title: 'Plain language', description: `${name} explains what we do without jargon, so you always know where things stand.` },
      { title: 'Built around you', description: 'Solutions shaped by your needs and the way your team already works.' },
      { title: 'Easy to reach', description: `You talk directly to the people behind ${name}.` },
    ],
    faq: () => ({
      question: 'What does working together look like?',
      answer: 'It starts with a conversation about what you need; then we agree on the next steps together.',
    }),
    ctaHeading: () => "Let's talk about your project",
  },
  health: {
    headline: 'Care that puts you first',
    offering: [
      (item, name) => `${capitalise(item)} at ${name}, shaped around your needs and goals.`,
      (item) => `Ask us about ${item}: we will explain what to expect before you book.`,
      (item) => `${capitalise(item)} at a pace that suits you, with time for your questions.`,
    ],
    services: (name) => [
      { title: 'A first conversation', description: `Tell ${name} what you are looking for and we will explain how we can help.` },
      { title: 'At your pace', description: 'Plans that fit your life, adjusted as you go.' },
      { title: 'Questions welcome', description: 'Ask anything before you book or along the way; we are happy to explain.' },
    ],
    highlights: (name) => [
      { title: 'Time to listen', description: `At ${name} you are heard before anything is suggested.` },
      { title: 'At your pace', description: 'Advice that fits your life and changes as you do.' },
      { title: 'Easy to reach', description: `Questions go straight to the people behind ${name}.` },
    ],
    faq: () => ({
      question: 'What happens at the first appointment?',
      answer: 'We talk about what you are looking for and agree together on what comes next.',
    }),
    ctaHeading: () => 'Take the first step',
  },
  consulting: {
    headline: 'Clear advice, practical results',
    offering: [
      (item, name) => `${capitalise(item)} from ${name}, focused on what matters for you.`,
      (item) => `${capitalise(item)}: practical recommendations with the next steps spelled out.`,
      (item) => `Ask us about ${item} and we will tell you honestly whether and how we can help.`,
    ],
    services: (name) => [
      { title: 'A first conversation', description: `Tell ${name} where you stand and where you want to go.` },
      { title: 'A clear plan', description: 'Recommendations you can act on, with the next steps spelled out.' },
      { title: 'Support along the way', description: 'A sounding board while the plan is put into practice.' },
    ],
    highlights: (name) => [
      { title: 'Straight talk', description: `${name} gives honest advice, even when it is not what you expected to hear.` },
      { title: 'Practical results', description: 'Recommendations you can act on, not reports that sit on a shelf.' },
      { title: 'Easy to reach', description: `You work directly with the people behind ${name}.` },
    ],
    faq: () => ({
      question: 'What does working together look like?',
      answer: 'It starts with a conversation about your goals; then we agree on the scope and the next steps together.',
    }),
    ctaHeading: () => "Let's talk about your goals",
  },
};

function contactLine(business: BusinessDetails): string {
  const ways = [business.phone ? `call ${business.phone}` : null, business.email ? `e-mail ${business.email}` : null].filter(
    (way) => way !== null,
  );
  return ways.length
    ? `Simply ${ways.join(' or ')} and we will reply as soon as we can.`
    : 'Use the contact details on this page and we will reply as soon as we can.';
}

/** Complete copy from the business's own name, description and offerings, true of the business whatever it is. */
export function builtInCopy(business: BusinessDetails, industry: Industry): SiteCopy {
  const name = flat(business.name);
  const description = flat(business.description);
  const voice = VOICES[industry.id];
  const offerings = offeringsIn(business.description, name);
  const summary = firstSentence(description, 200);
  const offered = capitalise(listInWords(offerings));

  const services = [
    ...offerings.map((item, i) => ({ title: capitalise(item), description: voice.offering[i % voice.offering.length]!(item, name) })),
    ...voice.services(name),
  ].slice(0, Math.max(3, Math.min(6, offerings.length)));
  return {
    headline: offerings.length >= 2 && offered.length <= 90 ? offered : voice.headline,
    tagline: summary.length >= 10 ? summary : `${name}: ${industry.name.toLowerCase()} you can rely on.`,
    about:
      description.length >= 40
        ? business.description.trim().slice(0, 1200)
        : `${summary} Get in touch to find out what ${name} can do for you.`,
    services,
    highlights: voice.highlights(name),
    faq: [
      {
        question: `What does ${name} offer?`,
        answer: summary.length >= 10 ? summary : offerings.length >= 2 ? `${offered}.` : `${industry.name}. Ask us for the details.`,
      },
      { question: 'How do I get in touch?', answer: contactLine(business) },
      voice.faq(name),
    ],
    cta: {
      heading: voice.ctaHeading(firstSentence(name, 50)),
      text: 'Tell us what you need and we will get back to you with the next steps.',
      button: 'Get in touch',
    },
  };
}
