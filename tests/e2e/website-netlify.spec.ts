// Deploy to Netlify from the result step, against the fake Netlify API the e2e
// stack points NETLIFY_API_URL at: save the token (never shown again), deploy, see
// the live address and Netlify's admin link; after the site was deleted on Netlify
// the page asks to create a new one; Remove token brings the field back. At desktop
// and phone width, axe-clean in both themes.
import type { Page } from '@playwright/test';
import { NETLIFY_TEST_TOKEN } from '../fixtures/fake-netlify.ts';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { generateBakery } from './website-steps.ts';

const appOnly = (page: Page) => seriousViolations(page, { excludeIframes: true });
const liveLink = (page: Page) => page.getByRole('link', { name: /^https:\/\/fake-site-.*\.netlify\.app$/ });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`Deploy to Netlify at ${viewport.width} px: save the token, deploy, see the live address`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/website-generator');
    await generateBakery(page, 'Harbor Loaves');

    const field = page.getByLabel('Netlify personal access token');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: "Netlify's personal access tokens page" })).toHaveAttribute(
      'href',
      'https://app.netlify.com/user/applications#personal-access-tokens',
    );
    // Deploy without a token asks for one.
    await page.getByRole('button', { name: 'Deploy to Netlify' }).click();
    await expect(page.getByText('Paste your Netlify personal access token first.')).toBeVisible();
    await expect(field).toBeFocused();
    expect(await appOnly(page), 'the token form').toEqual([]);

    await field.fill(NETLIFY_TEST_TOKEN);
    await page.getByRole('button', { name: 'Save token' }).click();
    await expect(page.getByText(`Token ending in ${NETLIFY_TEST_TOKEN.slice(-4)} saved.`)).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove token' })).toBeVisible();
    expect(await page.content()).not.toContain(NETLIFY_TEST_TOKEN);

    await page.getByRole('button', { name: 'Deploy to Netlify' }).click();
    await expect(liveLink(page)).toBeVisible();
    await expect(page.getByText(/^Live at/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the site in Netlify' })).toHaveAttribute(
      'href',
      /^https:\/\/app\.netlify\.com\/sites\/fake-site-/,
    );

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await appOnly(page), 'dark theme').toEqual([]);
    await switchTheme(page, 'light');
    expect(await appOnly(page), 'light theme').toEqual([]);

    // Opened again later, the site says where it went live.
    const address = await liveLink(page).getAttribute('href');
    await page.reload();
    await page.getByRole('region', { name: 'My Sites' }).getByRole('button', { name: 'Open Harbor Loaves', exact: true }).click();
    await expect(page.getByText(/^Last deployed to/)).toBeVisible();
    await expect(page.getByRole('link', { name: address! })).toHaveAttribute('href', address!);
  });
}

test('a site deleted on Netlify is created again when the owner agrees; Remove token forgets the token', async ({ page, consoleGuard }) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/status of 409/);
  await signIn(page, await createAccount(), '/website-generator');
  await generateBakery(page, 'Gone Loaves');
  // Typed but not saved: Deploy to Netlify saves it first.
  await page.getByLabel('Netlify personal access token').fill(NETLIFY_TEST_TOKEN);
  const deployed = page.waitForResponse((response) => /\/api\/website\/sites\/[^/]+\/deploy$/.test(response.url()));
  await page.getByRole('button', { name: 'Deploy to Netlify' }).click();
  const { site_id: siteId } = (await (await deployed).json()) as { site_id: string };
  await expect(liveLink(page)).toBeVisible();

  const removed = await fetch(`${process.env.E2E_NETLIFY_URL}/__sites/${siteId}`, { method: 'DELETE' });
  expect(removed.status).toBe(204);
  await page.getByRole('button', { name: 'Deploy to Netlify' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('deleted on Netlify');
  await expect(alert.getByText('Create a new Netlify site?')).toBeVisible();
  expect(await appOnly(page), 'the question').toEqual([]);
  await alert.getByRole('button', { name: 'Create a new Netlify site' }).click();
  await expect(liveLink(page)).toBeVisible();

  await page.getByRole('button', { name: 'Remove token' }).click();
  await expect(page.getByLabel('Netlify personal access token')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove token' })).toHaveCount(0);
});
