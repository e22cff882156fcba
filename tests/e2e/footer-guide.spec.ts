// The footer of every page (Terms, Privacy, the user guide, the support address,
// the year), and the user guide in the app: its front page, a page, a section by
// its anchor, links between pages staying in the app, a page that does not exist.
import { seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { routePayPalSdk } from './paypal-stand-in.ts';

const ROUTES = [
  '/',
  '/features',
  '/auth',
  '/website-generator',
  '/chat',
  '/automation',
  '/connections',
  '/models',
  '/api-settings',
  '/upgrade',
  '/terms',
  '/privacy',
  '/guide',
  '/guide/chat',
  '/no-such-page',
];

test('every page has the footer, signed in', async ({ page }) => {
  test.setTimeout(180_000);
  await routePayPalSdk(page);
  await signIn(page, await createAccount(), '/');
  for (const route of ROUTES) {
    await page.goto(route);
    const footer = page.getByRole('contentinfo');
    await expect(footer, route).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'User guide' })).toHaveAttribute('href', '/guide');
    await expect(footer.getByRole('link', { name: /^Contact: / })).toHaveAttribute('href', /^mailto:.+@/);
    await expect(footer).toContainText(/© \d{4} AI Business Hub/);
  }
});

test("the footer names the year of the visitor's clock, on the first second of a year", async ({ page }) => {
  // A fixed clock, not today's: the year shown is the page's own, whatever the date of the run.
  await page.clock.setFixedTime(new Date('2031-01-01T00:00:01'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 AI Business Hub');
});

test('the user guide opens in the app: front page, a page, a section, links between pages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'User guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();
  await expect(page).toHaveTitle(/User guide/);
  // The guide's hard-wrapped lines read as one paragraph, not as broken lines.
  await expect(page.locator('.guide br')).toHaveCount(0);
  await page.getByRole('link', { name: 'Website generator', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/website-generator$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Website generator/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit your site in place' })).toBeVisible();
  // The tab title is the page's heading as words, without its Markdown.
  await expect(page).toHaveTitle(/^Website generator \(\/website-generator\) · User guide/);

  await page.goto('/guide/website-generator#my-sites');
  await expect(page.getByRole('heading', { name: 'My Sites', exact: true })).toBeInViewport();
  expect(await seriousViolations(page), 'dark theme').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light theme').toEqual([]);

  await page.goto('/guide/no-such-page');
  await expect(page.getByRole('heading', { name: 'Guide page not found' })).toBeVisible();
});
