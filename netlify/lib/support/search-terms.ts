// The words of a question or a guide passage as search terms: lower case, stop
// words, ids and numbers dropped (a PayPal transaction id says nothing about which
// section answers), two-word phrases joined ("log out" is "signout") and each word
// stemmed. Guide and question go through the same steps, so their terms meet.
import { stem } from './stem.ts';

// Words that say nothing about which section answers a question.
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could did do does doing for from had has have having ' +
    'he her here hers him his how i if in into is it its me my myself no nor not of off on once only or other our out over own same she should so ' +
    'some such than that the their them then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself please tell know want need got way ok okay hi hello thanks thank ' +
    "i'm im i've ive it's its don't dont doesn't doesnt can't cant won't wont isn't isnt didn't didnt there's what's whats " +
    'just really still even ever lot lots thing things stuff something anything go going goes able possible make makes making came come comes never made every mean means meaning meant happen happens happened ' +
    'mr support question questions help hey guys ai'
  ) // 'support' and 'help' are in every question to Mr. Support, 'ai' in every part of the app
    .split(' '),
);

/** Phrases that mean one thing, written the guide's way before the words are split. */
const PHRASES: readonly [RegExp, string][] = [
  [/\b(log|sign)(s|ged|ed|ging|ing)?[\s-]?(out|off)\b/g, 'signout'],
  [/\b(log|sign)(s|ged|ed|ging|ing)?[\s-]?in(to)?\b/g, 'signin'],
  [/\bsign(s|ed|ing)?[\s-]?up\b/g, 'signup'],
  // Mr. Support itself: 'support' and 'help' are stop words, so the assistant has its own name.
  [/\b(mr\.? ?support|support (bot|assistant|chat|widget|questions?|messages?|answers?)|chat ?bot|help ?bot|the bot)\b/g, 'assistant'],
  [/\bget(ting)? out of (my|the) account\b/g, 'signout'],
  [/\b(put|get|make|have)( (it|my site|the site|this))? (on the (internet|web)|online|live)\b/g, 'publish'],
  [/\b(go|goes|went) (online|live)\b/g, 'publish'],
  [/\btake( (it|my site|the site|this))? (offline|down)\b/g, 'unpublish'],
  [/\b(own|custom|my) domain( name)?\b/g, 'domain'],
  [/\b(charged|billed|paid) twice\b|\bdouble[\s-]?(charged|billed|payment)\b/g, 'problem charge'],
  [/\b(keeps?|kept|stuck|still) (loading|spinning|waiting|buffering)( forever)?\b|\b(loading|spinning) forever\b/g, 'problem load'],
  // Reaching the people behind the app ("contact support", "email you"): the guide's "Contact a person".
  [
    /\b(contact|reach|email|e-mail|call|phone|message|talk to|speak to|speak with|talk with|write to|get in touch with) (support|you|your team|the team|someone|somebody|a person|a human|customer (service|support|care)|the (owner|admin|staff))\b/g,
    'contact person',
  ],
  [/\bwho (do|can|should) i (email|e-mail|contact|write to|call|ask)\b/g, 'contact person'],
  // A question asked again: the guide's regenerate and retry.
  [/\b(try|ask|do|run) (it |that |this )?(again|once more)\b/g, 'retry'],
  // A repeat, however it is told: the guide's recurring schedules.
  [/\bevery (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|week)s?\b/g, 'weekly recurring'],
  [/\bevery (day|morning|evening|night)\b/g, 'daily recurring'],
  [/\bevery (month|year)\b/g, 'monthly recurring'],
  // "How many ... can I": a limit; "how many models are there" is not.
  [/\bhow many\b(?=(\s+[\w']+){0,3}\s+(can|may|could) (i|we)\b)/g, 'limit'],
  [/\bhow much\b/g, 'price'],
  [/\bhow many\b/g, ' '],
  [/\b(run|runs|ran|running) out\b/g, 'limit'],
  [/\be[\s-]mail\b/g, 'email'],
  [/\bweb[\s-]?sites?\b/g, 'site'],
  [/\bpay[\s-]?pal\b/g, 'paypal'],
  [/\bapi[\s-]?(key|token)/g, '$1'],
  // A failure, however it is told: the guide's "When it does not work", a customer's "but still not PRO".
  [/\b(does|do|did|is|are|was|were) ?(n't|not) (work|load|show|appear|arrive|answer|respond|open|send)/g, 'problem $3'],
  [/\b(doesn|don|didn|isn|aren|won|can)'?t (work|load|show|appear|arrive|answer|respond|open|send)/g, 'problem $2'],
  [/\b(not|never) (working|loading|showing|appearing|arriving|arrived|received|answering|responding|opening|sending)\b/g, 'problem $2'],
  [/\b(is|are|was|were|still) missing\b/g, 'problem missing'],
  [/\bnothing (changed|happened|happens|works|updated)\b/g, 'problem'],
  [/\b(but|still) (i'?m |i am |it'?s |it is |there'?s |there is )?(still )?(no|not|never)\b/g, 'problem'],
];

/** British spellings the guide or a customer may use, read as the American ones (the guide's own spelling varies). */
const BRITISH_TO_US: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  organise: 'organize',
  customise: 'customize',
  personalise: 'personalize',
  optimise: 'optimize',
  optimisation: 'optimization',
  cancelled: 'canceled',
  cancelling: 'canceling',
  licence: 'license',
  centre: 'center',
  catalogue: 'catalog',
  behaviour: 'behavior',
};
const BRITISH = new RegExp(`\\b(${Object.keys(BRITISH_TO_US).join('|')})\\b`, 'g');

const EMAIL_OR_ADDRESS = /\S+@\S+|https?:\/\/\S+/g;
/** A number, or a transaction id (letters mixed with digits); a short name like "gpt4" stays. */
const looksLikeId = (word: string) => /^\d+$/.test(word) || (/\d/.test(word) && word.length >= 6);

/** The words of `text`, lower case, phrases joined, ids and addresses gone; nothing dropped for being common. */
export function words(text: string): string[] {
  let lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(EMAIL_OR_ADDRESS, ' ')
    .replace(BRITISH, (word) => BRITISH_TO_US[word] ?? word);
  for (const [phrase, joined] of PHRASES) lower = lower.replace(phrase, joined);
  return lower
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((word) => word && !looksLikeId(word));
}

/** The search terms of `text`, in order, repeats kept. */
export function searchTerms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}
