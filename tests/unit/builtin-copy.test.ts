// The built-in copywriter judged on fifteen realistic businesses, three per
// industry, then on 38 more (tests/fixtures/business-descriptions.ts) whose
// descriptions also name who they serve: its copy must validate, carry the business's own words, and say
// nothing that does not fit the business.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findIndustry, type IndustryId } from '../../src/domain/website/industries';
import { builtInCopy } from '../../netlify/lib/website/builtin-copy';
import { offeringsIn } from '../../netlify/lib/website/read-description';
import { SiteCopySchema, type SiteCopy } from '../../netlify/lib/website/copy';
import { DESCRIBED_BUSINESSES } from '../fixtures/business-descriptions';

interface Case {
  industry: IndustryId;
  name: string;
  description: string;
  /** Offerings the copy must name as services, in the business's own words. */
  offers: string[];
  /** Words that would be false or odd for this business. */
  never?: RegExp;
}

const CASES: Case[] = [
  {
    industry: 'restaurant',
    name: 'Blue Harbor Bakery',
    description:
      'A family bakery baking sourdough, pastries and birthday cakes every morning. We have been on the harbour front since 1998.',
    offers: ['Sourdough', 'Pastries', 'Birthday cakes'],
  },
  {
    industry: 'restaurant',
    name: 'Olive & Ember',
    description:
      'Olive & Ember serves wood-fired pizza, handmade pasta and seasonal salads in the old town. Book a table for dinner or pick up a takeaway.',
    offers: ['Wood-fired pizza', 'Handmade pasta', 'Seasonal salads'],
  },
  {
    industry: 'restaurant',
    name: 'Rolling Taco Truck',
    description: 'A food truck parked at the Friday market. We cook birria tacos, grilled corn and churros to order.',
    offers: ['Birria tacos', 'Grilled corn', 'Churros'],
  },
  {
    industry: 'tech',
    name: 'Lumen Labs',
    description: 'We build mobile apps, booking systems and patient portals for small clinics.',
    offers: ['Mobile apps', 'Booking systems', 'Patient portals'],
    never: /\bdining|menu\b/i,
  },
  {
    industry: 'tech',
    name: 'ByteFix IT',
    description: 'ByteFix IT keeps small offices running: network setup, laptop repairs, data backups and Microsoft 365 support.',
    offers: ['Network setup', 'Laptop repairs', 'Data backups', 'Microsoft 365 support'],
  },
  {
    industry: 'tech',
    name: 'Pixel Harbor Studio',
    description: 'A two-person studio designing websites, online shops and brand identities for local businesses.',
    offers: ['Websites', 'Online shops', 'Brand identities'],
  },
  {
    industry: 'health',
    name: 'Calm Spine Physio',
    description: 'Calm Spine Physio treats back pain, sports injuries and posture problems with hands-on therapy and exercise plans.',
    offers: ['Back pain', 'Sports injuries', 'Posture problems'],
  },
  {
    industry: 'health',
    name: 'Sunrise Yoga Loft',
    description: 'Morning and evening yoga classes for all levels, plus meditation workshops and private sessions.',
    offers: ['Morning and evening yoga classes', 'Meditation workshops', 'Private sessions'],
  },
  {
    industry: 'health',
    name: 'Bright Smile Dental',
    description: 'Family dentistry offering check-ups, teeth whitening, fillings and emergency appointments.',
    offers: ['Check-ups', 'Teeth whitening', 'Fillings', 'Emergency appointments'],
  },
  {
    industry: 'retail',
    name: 'Fern & Folly',
    description: 'An independent plant shop selling houseplants, handmade pots and terrarium kits.',
    offers: ['Houseplants', 'Handmade pots', 'Terrarium kits'],
    never: /\bdining|menu|clinic\b/i,
  },
  {
    industry: 'retail',
    name: 'Second Chapter Books',
    description: 'Second Chapter Books sells used novels, rare first editions and children’s books. We also buy books.',
    offers: ['Used novels', 'Rare first editions', 'Children’s books'],
  },
  {
    industry: 'retail',
    name: 'Trail Ready Outfitters',
    description: 'Outdoor gear for hikers: boots, backpacks, tents and waterproof jackets, with free fitting advice in store.',
    offers: ['Boots', 'Backpacks', 'Tents', 'Waterproof jackets'],
  },
  {
    industry: 'consulting',
    name: 'Northstar Advisory',
    description: 'Northstar Advisory helps founders with fundraising strategy, financial models and board preparation.',
    offers: ['Fundraising strategy', 'Financial models', 'Board preparation'],
  },
  {
    industry: 'consulting',
    name: 'Clearbooks Accounting',
    description: 'Bookkeeping, payroll and tax returns for freelancers and small companies.',
    offers: ['Bookkeeping', 'Payroll', 'Tax returns'],
  },
  {
    industry: 'consulting',
    name: 'Greenway HR',
    description: 'We help small teams hire well. Recruitment, onboarding plans and employee handbooks, done with you.',
    offers: ['Recruitment', 'Onboarding plans', 'Employee handbooks'],
  },
];

/** Phrases of the old copywriter that did not fit (industry keywords pasted into templates). */
const MISFITS = /private dining|lasting \w+|real (menu|fresh|dining|care|shopping)|menu first|value every|every client we work with/i;

const allText = (copy: SiteCopy) =>
  [
    copy.headline,
    copy.tagline,
    copy.about,
    ...copy.services.flatMap((s) => [s.title, s.description]),
    ...copy.highlights.flatMap((h) => [h.title, h.description]),
    ...copy.faq.flatMap((f) => [f.question, f.answer]),
    copy.cta.heading,
    copy.cta.text,
    copy.cta.button,
  ].join('\n');

describe('the built-in copywriter', () => {
  it.each(CASES)('$name ($industry): valid copy in the business’s own words', (business) => {
    const copy = builtInCopy(business, findIndustry(business.industry)!);
    expect(v.safeParse(SiteCopySchema, copy).success).toBe(true);
    const titles = copy.services.map((s) => s.title);
    for (const offer of business.offers) expect(titles).toContain(offer);
    expect(copy.tagline).toBe(business.description.split(/(?<=\.)\s/)[0]);
    expect(copy.about).toBe(business.description);
    const text = allText(copy);
    expect(text).toContain(business.name);
    expect(text).not.toMatch(MISFITS);
    if (business.never) expect(text).not.toMatch(business.never);
    // nothing is said twice across the service and highlight cards
    const cards = [...copy.services, ...copy.highlights].map((c) => c.description);
    expect(new Set(cards).size).toBe(cards.length);
  });

  it('a bakery is never offered private dining, and its headline names what it bakes', () => {
    const copy = builtInCopy(CASES[0]!, findIndustry('restaurant')!);
    expect(copy.headline).toBe('Sourdough, pastries and birthday cakes');
    expect(allText(copy)).not.toMatch(/dining/i);
  });

  it('a description without a list gets three fitting cards and the industry headline', () => {
    const copy = builtInCopy(
      { name: 'Quiet Corner Café', description: 'A small neighbourhood café near the station.' },
      findIndustry('restaurant')!,
    );
    expect(v.safeParse(SiteCopySchema, copy).success).toBe(true);
    expect(copy.services.map((s) => s.title)).toEqual(['Ask about ingredients', 'Orders and enquiries', 'Come and see us']);
    expect(copy.headline).toBe('Good food, made with care');
    expect(copy.faq[0]!.answer).toBe('A small neighbourhood café near the station.');
  });

  it('names the contact details given in the FAQ', () => {
    const copy = builtInCopy({ ...CASES[3]!, phone: '+1 555 010 2000', email: 'hi@lumen.test' }, findIndustry('tech')!);
    expect(copy.faq[1]).toEqual({
      question: 'How do I get in touch?',
      answer: 'Simply call +1 555 010 2000 or e-mail hi@lumen.test and we will reply as soon as we can.',
    });
  });

  it('stays valid at the longest name and a tiny description', () => {
    const copy = builtInCopy({ name: 'N'.repeat(120), description: 'Shoes.' }, findIndustry('retail')!);
    expect(v.safeParse(SiteCopySchema, copy).issues).toBeUndefined();
  });

  it('reads offerings from lists only, without the words that lead into them', () => {
    expect(offeringsIn('We offer consulting.')).toEqual([]);
    expect(offeringsIn('Come for coffee and cake.')).toEqual(['coffee', 'cake']);
    expect(offeringsIn('Selling tea, coffee, cocoa, honey, jam, oats and butter.')).toEqual([
      'tea',
      'coffee',
      'cocoa',
      'honey',
      'jam',
      'oats',
    ]);
  });
});

/** Every text of the copy, one string per field. */
const fields = (copy: SiteCopy) => [
  copy.headline,
  copy.tagline,
  copy.about,
  ...[...copy.services, ...copy.highlights].flatMap((c) => [c.title, c.description]),
  ...copy.faq.flatMap((f) => [f.question, f.answer]),
  ...Object.values(copy.cta),
];
const word = (text: string) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');

describe(`the built-in copywriter on ${DESCRIBED_BUSINESSES.length} varied descriptions`, () => {
  it.each(DESCRIBED_BUSINESSES)('$name ($industry): offerings read exactly, audiences kept apart', (business) => {
    expect(offeringsIn(business.description, business.name)).toEqual(business.offers);
    const copy = builtInCopy(business, findIndustry(business.industry)!);
    const titles = copy.services.map((s) => s.title);
    expect(titles.slice(0, business.offers.length)).toEqual(business.offers.map((o) => o.charAt(0).toUpperCase() + o.slice(1)));
    for (const notOffered of [...business.audiences, ...(business.notOffers ?? [])]) {
      for (const title of titles) expect(title).not.toMatch(word(notOffered));
      expect(copy.headline).not.toMatch(word(notOffered));
    }
    if (business.audiences.length > 0) {
      const serve = copy.highlights.find((h) => h.title === 'Who we serve');
      expect(serve?.description).toMatch(word(business.audiences[0]!));
    } else {
      expect(copy.highlights.map((h) => h.title)).not.toContain('Who we serve');
    }
  });

  it.each(DESCRIBED_BUSINESSES)('$name: every wording is valid and has no leftovers', (business) => {
    for (const variant of [0, 1, 2, 3]) {
      const copy = builtInCopy(business, findIndustry(business.industry)!, variant);
      expect(v.safeParse(SiteCopySchema, copy).issues, `variant ${variant}`).toBeUndefined();
      for (const field of fields(copy)) {
        expect(field.trim(), `variant ${variant}`).not.toBe('');
        expect(field).not.toMatch(/undefined|null|NaN|\[object/);
        expect(field).not.toMatch(/ {2}| ,| \.|,,|\.\.|^\s|\s$|\n{3}/);
      }
      for (const card of [...copy.services, ...copy.highlights]) expect(card.title.length).toBeGreaterThan(1);
    }
  });

  it('gives another wording of every section for another variant', () => {
    for (const business of DESCRIBED_BUSINESSES) {
      const [first, second] = [0, 1].map((variant) => builtInCopy(business, findIndustry(business.industry)!, variant));
      for (const key of ['headline', 'services', 'highlights', 'faq', 'cta'] as const) {
        expect(JSON.stringify(second![key]), `${business.name}: ${key}`).not.toBe(JSON.stringify(first![key]));
      }
    }
  });
});
