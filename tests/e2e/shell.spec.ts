// The app shell around every page: what a visitor downloads, crawler files, and
// what a page that fails to load or render shows.
import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, signInWithForm, test } from './fixtures.ts';

/** Paths of the scripts the page has requested so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

// supabase-js's chunk (supabase-<hash>.js), not the 135-byte supabase-config chunk the
// shell reads the stored session's key from (the bundler may put that in a chunk of its own).
const SUPABASE_CLIENT_CHUNK = /\/assets\/supabase-(?!config-)[\w-]+\.js/;

test.describe('app shell', () => {
  test('a visitor with no session browses public pages without the auth client; signing in loads it', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Features', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => SUPABASE_CLIENT_CHUNK.test(path))).toEqual([]);

    const account = await createAccount({ fullName: 'Shell Tester' });
    await signInWithForm(page, account);
    expect(scripts.filter((path) => SUPABASE_CLIENT_CHUNK.test(path))).toHaveLength(1);
    await expect(page.getByRole('banner').getByText('Shell Tester')).toBeVisible();
  });

  test('a signed-in user is recognised at once on a fresh load', async ({ page }) => {
    await signIn(page, await createAccount({ fullName: 'Returning User', paid: true }));
    await page.reload();
    await expect(page.getByRole('banner').getByText('Returning User')).toBeVisible();
    await expect(page.getByRole('banner').getByText('PRO', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('robots.txt and sitemap.xml are served as files, not as the app', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(await robots.text()).toMatch(/\nSitemap: https?:\/\/\S+\/sitemap\.xml\n/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(['/', '/features', '/website-generator', '/chat', '/models', '/terms', '/privacy']);
  });

  test('a page whose code fails to download says so and offers Reload, which brings it back', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to fetch dynamically imported module|A page failed to render|net::ERR_FAILED/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route(/\/assets\/FeaturesPage-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Features', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Reload to get the latest version.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.unroute(/\/assets\/FeaturesPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not load');
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
  });

  test('a page that throws while rendering shows a message instead of a blank screen; other pages still work', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/boom while rendering|A page failed to render|The above error occurred/);
    // The features page's code is replaced by a module whose component throws when it renders.
    await page.route(/\/assets\/FeaturesPage-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export function FeaturesPage() { throw new Error("boom while rendering"); }',
      }),
    );
    await page.goto('/features');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to start' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('home page rendered at build time', () => {
  test('paints its content with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(page.getByText('$149.99').first()).toBeVisible();
    await context.close();
  });

  test('hydrates without a mismatch and works like the app (theme toggle, client-side links)', async ({ page }) => {
    // The console guard fails this test on any hydration error React logs.
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: 'Features', exact: true }).first().click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Same document: the link was handled by the app, not a full page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('another route served the app shell does not show the home page first', async ({ page }) => {
    const response = await page.goto('/features');
    expect(await response!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
