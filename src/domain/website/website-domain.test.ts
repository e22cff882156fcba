import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessFromDescription, composeDescription, WebsiteGenerateRequestSchema, WEBSITE_BOUNDS } from './contract';
import { websiteFileName, websiteZipName } from './file-name';
import { parseWebsiteHandoff, WEBSITE_HANDOFF_KEY } from './prefill';
import { guessIndustry, INDUSTRIES } from './industries';
import { FREE_TEMPLATES, PREMIUM_TEMPLATES, templatesFor, WEBSITE_TEMPLATES } from './templates';

describe('website catalogue', () => {
  it('has five industries, each with id, icon, name and keywords', () => {
    expect(INDUSTRIES.map((i) => i.id)).toEqual(['tech', 'health', 'retail', 'restaurant', 'consulting']);
    for (const industry of INDUSTRIES) {
      expect(industry.icon).toBeTruthy();
      expect(industry.name).toBeTruthy();
      expect(industry.keywords.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has ten templates: modern, creative and corporate free, seven PRO', () => {
    expect(WEBSITE_TEMPLATES).toHaveLength(10);
    expect(FREE_TEMPLATES.map((t) => t.id)).toEqual(['modern', 'creative', 'corporate']);
    expect(PREMIUM_TEMPLATES.map((t) => t.name)).toEqual([
      'Startup',
      'Restaurant',
      'Portfolio',
      'E-commerce',
      'Medical',
      'Agency',
      'Luxury',
    ]);
    expect(templatesFor(false)).toEqual(FREE_TEMPLATES);
    expect(templatesFor(true)).toEqual(WEBSITE_TEMPLATES);
    for (const t of WEBSITE_TEMPLATES) expect(t.preview).toBe(`/templates/${t.id}.webp`);
  });
});

describe('website file name', () => {
  it('lower-cases the business name and turns spaces into hyphens', () => {
    expect(websiteFileName('Blue Harbor Bakery')).toBe('blue-harbor-bakery-website.html');
    expect(websiteFileName('  ACME   Tools ')).toBe('acme-tools-website.html');
    expect(websiteZipName('Blue Harbor')).toBe('blue-harbor-website.zip');
    // Characters file systems refuse or treat specially do not reach the name.
    expect(websiteFileName('Smith & Sons: Tiles/Stone?')).toBe('smith-sons-tiles-stone-website.html');
    expect(websiteFileName('Café Ünal')).toBe('cafe-unal-website.html');
    expect(websiteFileName('***')).toBe('my-website.html');
  });
});

describe('website request', () => {
  const valid = { description: 'd', industry: 'tech', style: 'modern', business: { name: 'N', description: 'D' } };

  it('accepts the documented fields plus business, trimming text', () => {
    const out = v.parse(WebsiteGenerateRequestSchema, {
      ...valid,
      user_id: 'u',
      is_paid_user: true,
      business: { name: '  N ', description: 'D', email: 'a@b.c' },
    });
    expect(out.business?.name).toBe('N');
  });

  it('keeps the composed description within the bound and reads it back', () => {
    const composed = composeDescription({ name: 'Crumb', description: 'z'.repeat(5000) }, 'Restaurant & Food', 'Modern');
    expect(composed.length).toBeLessThanOrEqual(WEBSITE_BOUNDS.description);
    const short = composeDescription({ name: 'Crumb & Co', description: 'We bake.\nEvery day.' }, 'Restaurant & Food', 'Modern');
    expect(businessFromDescription(short)).toEqual({ name: 'Crumb & Co', description: 'We bake.\nEvery day.' });
    expect(businessFromDescription('no labels here')).toBeNull();
  });
});

describe('chat hand-off', () => {
  it('pre-fills the description and guesses the industry', () => {
    expect(WEBSITE_HANDOFF_KEY).toBe('websiteData');
    const prefill = parseWebsiteHandoff(
      JSON.stringify({ topic: 'Ideas for my restaurant', content: 'A cosy dining room with a seasonal menu.' }),
    );
    expect(prefill).toEqual({ businessDescription: 'A cosy dining room with a seasonal menu.', industry: 'restaurant' });
  });

  it('throws on unreadable data', () => {
    expect(() => parseWebsiteHandoff('{not json')).toThrow();
    expect(() => parseWebsiteHandoff(JSON.stringify({ topic: 'x' }))).toThrow();
    expect(() => parseWebsiteHandoff(JSON.stringify({ content: '   ' }))).toThrow();
  });

  it('guesses no industry from unrelated text', () => {
    expect(guessIndustry('hello there')).toBeNull();
    expect(guessIndustry('cloud software for teams')).toBe('tech');
  });
});
