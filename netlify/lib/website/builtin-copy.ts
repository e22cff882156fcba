// The built-in copywriter: complete site copy when no model is configured or its
// answer does not validate. It writes from the business's own words (what it
// offers is read from the lists in its description, who it serves is kept apart:
// read-description.ts) and, where it has to fill in, only with sentences true of
// any business of that industry (builtin-voices.ts). `variant` picks other
// wordings of the same facts, for "Rewrite" without a model; 0 is the default.
import { listInWords } from '#domain/list-in-words.ts';
import type { Industry } from '#domain/website/industries.ts';
import { VOICES, type Item } from './builtin-voices.ts';
import type { BusinessDetails, SiteCopy } from './copy.ts';
import { capitalise, firstSentence, flat, readDescription, sentencesOf } from './read-description.ts';

// Occasions a business caters for ("we cater for weddings and birthdays"): not something it makes, whatever its industry.
const OCCASION =
  /\b(?:weddings?|birthdays?|parties|party|events?|functions|celebrations|christenings|anniversaries|meetings|conferences)$/i;
const CTA_TEXTS = [
  'Tell us what you need and we will get back to you with the next steps.',
  'Send us a message and we will reply with what we can do for you.',
];
const CTA_BUTTONS = ['Get in touch', 'Contact us'];

/** The `variant`th of some wordings, round and round. */
const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;
/** A sentence ends with its stop ("Shoes" is no sentence to follow with another). */
const asSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
/** At most `max` characters, cut at a word. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
/** The owner's description as paragraphs: single spaces, at most one blank line between paragraphs. */
const paragraphs = (text: string) =>
  text
    .trim()
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

function contactLine(business: BusinessDetails): string {
  const ways = [business.phone ? `call ${business.phone}` : null, business.email ? `e-mail ${business.email}` : null].filter(
    (way) => way !== null,
  );
  return ways.length
    ? `Simply ${ways.join(' or ')} and we will reply as soon as we can.`
    : 'Use the contact details on this page and we will reply as soon as we can.';
}

/** Complete copy from the business's own name, description and offerings, true of the business whatever it is. */
export function builtInCopy(business: BusinessDetails, industry: Industry, variant = 0): SiteCopy {
  const name = flat(business.name);
  const shortName = firstSentence(name, 50);
  const description = flat(business.description);
  const voice = VOICES[industry.id];
  const { offerings, audiences } = readDescription(business.description, name);
  const summary = firstSentence(description, 200);
  const offered = capitalise(listInWords(offerings));
  const served = listInWords(audiences);

  const offeringCards = offerings.map((item, i) => ({
    title: capitalise(item),
    description: OCCASION.test(item)
      ? `Planning ${item}? Tell ${name} what you have in mind and we will say what we can do.`
      : pick(voice.offering, i + variant)(item, name),
  }));
  // Without offerings the industry's cards are all there is: another variant shows them in another order.
  const fillCards = voice.services(name);
  const rotated = offerings.length ? fillCards : [...fillCards.slice(variant % 3), ...fillCards.slice(0, variant % 3)];
  const services = [...offeringCards, ...rotated].slice(0, Math.max(3, Math.min(6, offerings.length)));

  // The hero names up to four offerings; more read as a list, not a headline.
  const named = capitalise(listInWords(offerings.slice(0, 4)));
  const headlines = [...(offerings.length >= 2 && named.length <= 90 ? [named] : []), ...voice.headlines];
  const fallbackTagline = `${name}: ${industry.name.toLowerCase()} you can rely on.`;
  const taglines = [
    ...new Set([summary, ...sentencesOf(description).slice(1, 2), fallbackTagline].filter((t) => t.length >= 10 && t.length <= 220)),
  ];
  const welcome = audiences.length ? ` ${name} welcomes ${served}.` : '';
  const composedAbout = `${asSentence(summary)}${offerings.length >= 2 ? ` ${offered}: ask us about any of them.` : ''}${welcome} Get in touch to find out what ${name} can do for you.`;
  const abouts = description.length >= 40 ? [paragraphs(business.description), composedAbout] : [composedAbout];

  const fourHighlights = voice.highlights(name);
  const dropped = (3 + variant) % fourHighlights.length;
  const highlights: Item[] = [
    ...fourHighlights.filter((_, i) => i !== dropped),
    ...(audiences.length ? [{ title: 'Who we serve', description: clip(`${name} welcomes ${served}.`, 260) }] : []),
  ];

  const offerAnswers = [
    summary.length >= 10 ? summary : null,
    offerings.length >= 2 ? `${offered}. Ask us for the details.` : null,
    `Ask ${name} for the details: we will tell you what we can do for you.`,
  ].filter((answer) => answer !== null);
  const faq = [
    { question: `What does ${name} offer?`, answer: pick(offerAnswers, variant) },
    { question: 'How do I get in touch?', answer: contactLine(business) },
    pick(voice.faq, variant),
    ...(audiences.length
      ? [
          {
            question: `Who is ${shortName} for?`,
            answer: clip(`${capitalise(served)}. Not sure whether we are right for you? Just ask.`, 400),
          },
        ]
      : []),
  ];

  return {
    headline: pick(headlines, variant),
    tagline: pick(taglines, variant),
    about: clip(pick(abouts, variant), 1200),
    services,
    highlights,
    faq,
    cta: { heading: pick(voice.ctaHeadings, variant)(shortName), text: pick(CTA_TEXTS, variant), button: pick(CTA_BUTTONS, variant) },
  };
}
