// The built-in copywriter's voice per industry: sentences true of any business of
// that industry (a bakery is never promised private dining). Every list offers a
// few wordings, so that "Rewrite" without a model can give a different text.
import type { IndustryId } from '#domain/website/industries.ts';
import { capitalise } from './read-description.ts';

export type Item = { title: string; description: string };

export interface IndustryVoice {
  /** The hero's lines when the description names no offerings (the first is the default). */
  headlines: string[];
  /** Sentences about one offering of this business (`item` as written mid-sentence, `name` the business), used in turn. */
  offering: ((item: string, name: string) => string)[];
  /** Cards true of any business of the industry, to reach three services. */
  services: (name: string) => Item[];
  /** Four reasons to choose the business; the copy shows three of them. */
  highlights: (name: string) => Item[];
  /** Questions true of any business of the industry; the copy asks one. */
  faq: { question: string; answer: string }[];
  ctaHeadings: ((name: string) => string)[];
}

export const VOICES: Record<IndustryId, IndustryVoice> = {
  restaurant: {
    headlines: ['Good food, made with care', 'Made fresh, served with care', 'Food worth coming back for'],
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
      { title: 'Feedback welcome', description: 'Tell us what you liked and what we could do better: we read every message.' },
    ],
    faq: [
      {
        question: 'Can you cater for allergies or dietary needs?',
        answer: 'Tell us what you need before you order and we will tell you honestly what we can make for you.',
      },
      {
        question: 'Can I order for a group or an event?',
        answer: 'Tell us what you have in mind and how many people are coming, and we will say what we can do.',
      },
    ],
    ctaHeadings: [(name) => `Get a taste of ${name}`, (name) => `Come and eat at ${name}`],
  },
  retail: {
    headlines: ['Products chosen with care', 'Good things, chosen with care', 'Find the right thing, with help'],
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
      { title: 'Help after you buy', description: 'A question about something you bought from us gets a real answer.' },
    ],
    faq: [
      {
        question: 'Can I ask for advice before I buy?',
        answer: 'Of course. Tell us what you are looking for and we will help you find the right fit.',
      },
      {
        question: 'Can you find something you do not have in stock?',
        answer: 'Ask us: we will tell you honestly whether we can get it for you and when.',
      },
    ],
    ctaHeadings: [(name) => `Find what you need at ${name}`, () => 'Ask us what you are looking for'],
  },
  tech: {
    headlines: ['Technology that works for you', 'Technology explained in plain language', 'Solutions built around how you work'],
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
      { title: 'Clear next steps', description: 'After every conversation you know what happens next and who does it.' },
    ],
    faq: [
      {
        question: 'What does working together look like?',
        answer: 'It starts with a conversation about what you need; then we agree on the next steps together.',
      },
      {
        question: 'Do I need to know the technical details?',
        answer: 'No. Tell us what you want to achieve and we will explain the options in plain language.',
      },
    ],
    ctaHeadings: [() => "Let's talk about your project", () => 'Tell us what you want to build'],
  },
  health: {
    headlines: ['Care that puts you first', 'Care at your own pace', 'Feel better, step by step'],
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
      { title: 'Questions welcome', description: 'Ask anything before you book or along the way; nothing is rushed.' },
    ],
    faq: [
      {
        question: 'What happens at the first appointment?',
        answer: 'We talk about what you are looking for and agree together on what comes next.',
      },
      {
        question: 'Can I ask questions before I book?',
        answer: 'Yes. Get in touch with your questions and we will explain what to expect.',
      },
    ],
    ctaHeadings: [() => 'Take the first step', () => 'Ask us how we can help'],
  },
  consulting: {
    headlines: ['Clear advice, practical results', 'Advice you can act on', 'A clear plan for what comes next'],
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
      { title: 'Focused on you', description: 'Advice shaped by your situation, not a standard recipe.' },
    ],
    faq: [
      {
        question: 'What does working together look like?',
        answer: 'It starts with a conversation about your goals; then we agree on the scope and the next steps together.',
      },
      {
        question: 'How do we get started?',
        answer: 'Tell us where you stand and what you want to achieve; we will suggest a first step together.',
      },
    ],
    ctaHeadings: [() => "Let's talk about your goals", () => 'Start with a conversation'],
  },
};
