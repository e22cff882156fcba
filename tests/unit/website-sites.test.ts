// Every template in both tiers: valid HTML (html-validate, standard preset), under
// 100 KB, self-contained, and every colour pair of its design at WCAG AA contrast.
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/domain/website/industries';
import { WEBSITE_TEMPLATES } from '../../src/domain/website/templates';
import { DESIGNS } from '../../netlify/lib/website/designs';
import { generateWebsite, planWebsite } from '../../netlify/lib/website/generate-website';
import { sampleBusiness, siteVariants } from '../fixtures/website-samples';

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each(siteVariants())('$template, $tier', ({ template, tier }) => {
  it('renders valid, small, self-contained HTML', async () => {
    const industry = INDUSTRIES[WEBSITE_TEMPLATES.findIndex((t) => t.id === template) % INDUSTRIES.length]!;
    const site = await generateWebsite(
      planWebsite({ description: 'x', industry: industry.id, style: template, business: sampleBusiness }, tier === 'premium'),
    );
    expect(site.tier).toBe(tier);
    const documents = [site.html, ...(site.pages ?? []).map((page) => page.html)];
    for (const html of documents) {
      const report = await validator.validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
      expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
      expect(html).not.toMatch(/\b(?:src|href)="(?:https?:)?\/\//);
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
      expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
      expect(html).toContain(tier === 'free' ? 'Powered by' : '"@type"');
    }
  });
});

describe('template designs', () => {
  it.each(Object.entries(DESIGNS))('%s keeps every text colour pair at 4.5:1 or more', (_id, { palette: p }) => {
    const pairs: [string, string, string][] = [
      ['text/page', p.text, p.page],
      ['text/surface', p.text, p.surface],
      ['muted/page', p.muted, p.page],
      ['muted/surface', p.muted, p.surface],
      ['primary/page', p.primary, p.page],
      ['primary/surface', p.primary, p.surface],
      ['onPrimary/primary', p.onPrimary, p.primary],
      ['heroText/heroBg', p.heroText, p.heroBg],
      ['heroMuted/heroBg', p.heroMuted, p.heroBg],
      ['heroOnButton/heroButton', p.heroOnButton, p.heroButton],
    ];
    for (const [label, fg, bg] of pairs) expect(contrast(fg, bg), label).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each template its own palette and layout', () => {
    const signatures = Object.values(DESIGNS).map((d) => `${d.palette.primary}|${d.hero}|${d.services}|${d.fonts.heading}`);
    expect(new Set(signatures).size).toBe(10);
  });
});
