// The words of a generated site. The model writes them as JSON checked against
// SiteCopySchema; without a model (or with an answer that does not validate) the
// built-in copywriter below writes them from the business's own details.
import * as v from 'valibot';
import type { Industry } from '#domain/website/industries.ts';

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const item = v.object({ title: text(2, 60), description: text(10, 260) });

export const SiteCopySchema = v.object({
  headline: text(3, 90),
  tagline: text(10, 220),
  about: text(40, 1200),
  services: v.pipe(v.array(item), v.minLength(3), v.maxLength(6)),
  highlights: v.pipe(v.array(item), v.minLength(3), v.maxLength(4)),
  faq: v.pipe(v.array(v.object({ question: text(5, 140), answer: text(10, 400) })), v.minLength(3), v.maxLength(5)),
  cta: v.object({ heading: text(3, 80), text: text(10, 220), button: text(2, 30) }),
});
export type SiteCopy = v.InferOutput<typeof SiteCopySchema>;

export interface BusinessDetails {
  name: string;
  description: string;
  email?: string | undefined;
  phone?: string | undefined;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The first sentence (or the first words) of the description, for short places. */
function firstSentence(description: string, max: number): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const HEADLINES: Record<Industry['id'], string> = {
  tech: 'Smart technology, made simple',
  health: 'Care that puts you first',
  retail: 'Great products, chosen with care',
  restaurant: 'Fresh food, made with love',
  consulting: 'Clear advice, real results',
};

const SERVICE_LINES: Record<Industry['id'], [string, string][]> = {
  tech: [
    ['Custom software', 'Tools designed around the way your team already works, built to grow with you.'],
    ['Cloud & automation', 'Reliable infrastructure and automated workflows that save hours every week.'],
    ['Support & care', 'Friendly, fast help from people who know your setup inside out.'],
  ],
  health: [
    ['Personal consultations', 'Unhurried, one-to-one time to understand your needs and goals.'],
    ['Wellbeing programmes', 'Practical plans for movement, nutrition and rest that fit real life.'],
    ['Ongoing care', 'Regular check-ins and adjustments so progress keeps going.'],
  ],
  retail: [
    ['Curated products', 'A carefully chosen range, tested for quality before it reaches our shelves.'],
    ['Fast delivery', 'Quick, tracked shipping and simple returns when something is not right.'],
    ['Personal advice', 'Help choosing the right product, in store or online.'],
  ],
  restaurant: [
    ['Seasonal menu', 'Dishes cooked from fresh, local ingredients that change with the seasons.'],
    ['Private dining', 'Celebrations, business lunches and family gatherings, tailored to you.'],
    ['Takeaway & catering', 'Our kitchen at your table at home, at the office or at your event.'],
  ],
  consulting: [
    ['Strategy sessions', 'A clear view of where you stand and a focused plan for what comes next.'],
    ['Hands-on projects', 'We work beside your team to turn the plan into measurable results.'],
    ['Ongoing advice', 'A trusted sounding board whenever a big decision comes up.'],
  ],
};

/** Complete, sensible copy from the business's own name, description and industry keywords. */
export function fallbackCopy(business: BusinessDetails, industry: Industry): SiteCopy {
  const { name } = business;
  const [k1 = 'quality', k2 = 'care', k3 = 'value', k4 = 'service'] = industry.keywords;
  const summary = firstSentence(business.description, 200);
  const about = business.description.trim().length >= 40 ? business.description.trim().slice(0, 1200) : `${summary} ${name} brings ${k1}, ${k2} and ${k3} to every client we work with.`;
  return {
    headline: HEADLINES[industry.id],
    tagline: summary.length >= 10 ? summary : `${name} - ${industry.name.toLowerCase()} done with ${k1} and ${k2}.`,
    about,
    services: SERVICE_LINES[industry.id].map(([title, description]) => ({ title, description })),
    highlights: [
      { title: `${capitalise(k1)} first`, description: `Everything we do at ${name} starts with ${k1} and attention to detail.` },
      { title: `Real ${k2}`, description: `You talk to people who listen, answer quickly and follow through.` },
      { title: `Lasting ${k3}`, description: `Honest pricing and work that keeps paying off long after the first visit.` },
    ],
    faq: [
      { question: `What does ${name} offer?`, answer: summary.length >= 10 ? summary : `${industry.name} services built around ${k1} and ${k4}.` },
      { question: 'How do I get started?', answer: `Get in touch using the contact details on this page and we will reply as soon as we can.` },
      { question: 'Who do you work with?', answer: `Individuals and businesses who value ${k1}, ${k2} and a personal touch.` },
    ],
    cta: { heading: `Ready to work with ${firstSentence(name, 60)}?`, text: `Tell us what you need and we will get back to you with the next steps.`, button: 'Get in touch' },
  };
}
