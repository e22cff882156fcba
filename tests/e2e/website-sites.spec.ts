// The generated sites themselves, every template in both tiers: axe-core finds no
// violation (all rules, at 390 px and at desktop width, on every page of a premium
// site), and a business name with markup shows as text and runs nothing.
import { allViolations, horizontalOverflow } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { generateWebsite, planWebsite } from '../../netlify/lib/website/generate-website.ts';
import { INDUSTRIES } from '../../src/domain/website/industries.ts';
import { WEBSITE_TEMPLATES } from '../../src/domain/website/templates.ts';
import { sampleBusiness, siteVariants } from '../fixtures/website-samples.ts';

const SITE_URL = 'http://generated-site.test/';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const { template, tier } of siteVariants()) {
  test(`${template} (${tier}) has no axe violation and shows markup in names as text`, async ({ page }) => {
    test.setTimeout(180_000);
    const industry = INDUSTRIES[WEBSITE_TEMPLATES.findIndex((t) => t.id === template) % INDUSTRIES.length]!;
    const site = await generateWebsite(
      planWebsite({ description: 'x', industry: industry.id, style: template, business: sampleBusiness }, tier === 'premium'),
    );
    await page.route(SITE_URL, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: site.html }));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const views = tier === 'premium' ? ['', '#about', '#services', '#contact'] : [''];
    // Each page is opened once and scanned at both widths: the layout (and with it
    // what is shown, what overlaps and what overflows) changes with the width.
    for (const hash of views) {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto(`${SITE_URL}${hash}`);
      await expect(page.locator('main')).toBeVisible();
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        expect(await allViolations(page), `${viewport.width}px ${hash || 'home'}`).toEqual([]);
        expect(await horizontalOverflow(page), `${viewport.width}px ${hash || 'home'} is wider than the screen`).toBeLessThanOrEqual(0);
      }
    }
    await page.goto(SITE_URL);
    await expect(page.getByRole('banner').getByText(sampleBusiness.name)).toBeVisible();
    expect(dialogs).toBe(0);
  });
}
