// My Sites in the website generator: a generated site is kept, renamed in place
// (Escape cancels, Enter saves), duplicated, deleted and brought back with Undo,
// and opened again in the result step; at desktop and phone width, axe-clean in
// both themes, and "Create Another Website" keeps the site.
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';
import { generateBakery } from './website-steps.ts';
import { generateSite, planWebsite } from '../../netlify/lib/website/generate-website.ts';
import { toStoredModel } from '../../netlify/lib/website/stored-site.ts';
import { FREE_SAVED_SITES } from '../../src/domain/pricing.ts';

const BUSINESS = {
  name: 'Blue Harbor Bakery',
  description: 'A family bakery baking sourdough, pastries and birthday cakes every morning.',
};

const appOnly = (page: Page) => seriousViolations(page, { excludeIframes: true });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`My Sites at ${viewport.width} px: generate, rename, duplicate, delete with undo, open again`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/website-generator');
    const mySites = page.getByRole('region', { name: 'My Sites' });
    await expect(mySites.getByRole('heading', { name: 'My Sites' })).toBeVisible();
    await expect(mySites.getByText(/No saved sites yet/)).toBeVisible();

    await generateBakery(page, BUSINESS.name, BUSINESS.description);
    await expect(page.getByText('Saved in My Sites', { exact: true })).toBeVisible();
    const site = (name: string) => mySites.getByRole('heading', { name, exact: true, level: 3 });
    await expect(site(BUSINESS.name)).toBeVisible();
    await expect(mySites.getByText('1 of 3 saved sites (free plan)')).toBeVisible();
    await expect(mySites.getByText('Modern design')).toBeVisible();
    await expect(mySites.getByText(/^Last edited/)).toBeVisible();

    // Rename in place: Escape keeps the old name, Enter saves the new one.
    await mySites.getByRole('button', { name: `Rename ${BUSINESS.name}` }).click();
    const field = mySites.getByRole('textbox', { name: 'Site name' });
    await expect(field).toBeFocused();
    await field.fill('Never saved');
    await field.press('Escape');
    await expect(site(BUSINESS.name)).toBeVisible();
    await expect(mySites.getByRole('button', { name: `Rename ${BUSINESS.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await field.fill('Harbor Bread');
    await field.press('Enter');
    await expect(site('Harbor Bread')).toBeVisible();

    await mySites.getByRole('button', { name: 'Duplicate Harbor Bread' }).click();
    await expect(site('Harbor Bread (copy)')).toBeVisible();
    await expect(mySites.getByText('2 of 3 saved sites (free plan)')).toBeVisible();

    await mySites.getByRole('button', { name: 'Delete Harbor Bread (copy)' }).click();
    await expect(site('Harbor Bread (copy)')).toHaveCount(0);
    await expect(mySites.getByRole('heading', { name: 'My Sites' })).toBeFocused();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Site restored', { exact: true })).toBeVisible();
    await expect(site('Harbor Bread (copy)')).toBeVisible();

    // Starting again keeps the site; opening it shows it again in the result step.
    await page.getByRole('button', { name: 'Create Another Website' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
    await expect(site('Harbor Bread')).toBeVisible();
    await mySites.getByRole('button', { name: 'Open Harbor Bread', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeFocused();
    const preview = page.frameLocator('iframe[title="Preview of the Harbor Bread website"]');
    await expect(preview.getByRole('banner').getByText(BUSINESS.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download HTML' })).toBeVisible();
    // The site's details are back in the steps, for Edit details and Change design.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Business Name *')).toHaveValue(BUSINESS.name);
    await expect(page.getByLabel('Business Description *')).toHaveValue(BUSINESS.description);

    // The list survives a reload: it is read from the server.
    await page.reload();
    await expect(site('Harbor Bread')).toBeVisible();
    await expect(site('Harbor Bread (copy)')).toBeVisible();
    await mySites.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await appOnly(page), 'dark theme').toEqual([]);
    await switchTheme(page, 'light');
    expect(await appOnly(page), 'light theme').toEqual([]);
  });
}

test('a free account with 3 saved sites is told why a new one is not kept, with the way to upgrade', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await createAccount();
  const plan = planWebsite({ description: 'x', industry: 'restaurant', style: 'modern', business: BUSINESS }, false);
  const site = await generateSite(plan);
  for (const name of ['First', 'Second', 'Third']) {
    const { error } = await serviceClient().rpc('save_website', {
      p_user_id: account.id,
      p_name: name,
      p_template: 'modern',
      p_tier: 'free',
      p_model: toStoredModel(site.model, site.copySource),
      p_html: site.response.html,
      p_pages: null,
      p_free_limit: FREE_SAVED_SITES,
    });
    if (error) throw error;
  }
  await signIn(page, account, '/website-generator');
  const mySites = page.getByRole('region', { name: 'My Sites' });
  await expect(mySites.getByText('3 of 3 saved sites (free plan)')).toBeVisible();
  const limit = mySites.getByRole('note');
  await expect(limit).toContainText('Free accounts keep up to 3 sites in My Sites.');
  await expect(limit.getByRole('link', { name: /Upgrade to PRO/ })).toHaveAttribute('href', '/upgrade');

  await generateBakery(page, BUSINESS.name, BUSINESS.description);
  const notSaved = page.getByRole('note').filter({ hasText: 'Not saved:' });
  await expect(notSaved).toContainText('Free accounts keep up to 3 sites in My Sites.');
  await expect(notSaved.getByRole('link', { name: 'Upgrade to PRO' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByText('Saved in My Sites', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download HTML' })).toBeVisible();
  await expect(mySites.getByRole('heading', { level: 3 })).toHaveCount(3);
  expect(await appOnly(page)).toEqual([]);
});

test('My Sites says when the list cannot be loaded, and Try again loads it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/);
  await page.route('**/api/website/sites', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'The database is not answering.' }) }),
  );
  await signIn(page, await createAccount(), '/website-generator');
  const mySites = page.getByRole('region', { name: 'My Sites' });
  await expect(mySites.getByRole('alert')).toContainText('Could not load My Sites: The database is not answering.');
  await page.unroute('**/api/website/sites');
  await mySites.getByRole('button', { name: 'Try again' }).click();
  await expect(mySites.getByText(/No saved sites yet/)).toBeVisible();
});
