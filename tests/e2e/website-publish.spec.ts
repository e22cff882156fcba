// Publish in the website generator: a generated site goes online at /s/<address>,
// a visitor who is not signed in opens it (sandboxed, with the free "Powered by"
// link home, the preview's words), My Sites shows the address, Update keeps it,
// Unpublish asks first, then makes it a 404 and keeps the search-engine choice; the
// keyboard stays on the box's buttons throughout. At desktop and phone width,
// axe-clean in both themes.
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { generateBakery } from './website-steps.ts';

const appOnly = (page: Page) => seriousViolations(page, { excludeIframes: true });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`Publish at ${viewport.width} px: online for a signed-out visitor, Update, Unpublish makes it a 404`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/website-generator');
    const name = `Harbor Loaves ${viewport.width}`;
    await generateBakery(page, name);

    const panel = page.getByRole('region', { name: 'Put it online' });
    const address = panel.getByRole('textbox', { name: 'Web address (after /s/)' });
    const slug = `harbor-loaves-${viewport.width}-${Date.now()}`;
    await address.fill(slug);
    await panel.getByRole('checkbox', { name: /Allow search engines/ }).check();
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();

    // Publish becomes Update, in place, with the keyboard on it.
    await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeFocused();
    const link = panel.getByRole('link', { name: new RegExp(`/s/${slug}$`) });
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');
    expect(url).toMatch(new RegExp(`^https?://[^/]+/s/${slug}$`));
    await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My Sites' }).getByRole('link', { name: new RegExp(`/s/${slug}$`) })).toBeVisible();

    await panel.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await appOnly(page), 'dark theme').toEqual([]);
    await switchTheme(page, 'light');
    expect(await appOnly(page), 'light theme').toEqual([]);

    // A visitor: no session, no cookies of the app.
    const visitor = await browser.newContext({ viewport });
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(url!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/^sandbox /);
    expect(response?.headers()['x-robots-tag']).toBe('all');
    await expect(publicPage.getByRole('banner').getByText(name)).toBeVisible();
    await expect(publicPage.getByRole('link', { name: 'Powered by AI Business Hub', exact: true })).toBeVisible();
    await expect(publicPage.getByText(/Made with AI/)).toHaveCount(0);
    // Sandboxed: the page's origin is opaque, so it cannot reach the app's storage (the session).
    expect(await publicPage.evaluate(() => window.origin)).toBe('null');
    const storage = await publicPage.evaluate(() => {
      try {
        return `readable (${window.localStorage.length})`;
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(storage).toBe('SecurityError');

    await panel.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Website updated', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeFocused();
    await expect(link).toBeVisible();
    expect((await publicPage.reload())?.status()).toBe(200);

    // Unpublish asks first: Escape (or Cancel) leaves the site online, the keyboard back on Unpublish.
    const unpublish = panel.getByRole('button', { name: 'Unpublish', exact: true });
    await unpublish.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Unpublish this site?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`/s/${slug} will answer “Page not found”`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await appOnly(page), 'the dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(unpublish).toBeFocused();
    expect((await publicPage.reload())?.status()).toBe(200);
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText('Website unpublished', { exact: true })).toBeVisible();
    // Publish, which Unpublish leaves, gets the keyboard; the address and the search-engine choice stay.
    await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
    await expect(panel.getByRole('textbox', { name: 'Web address (after /s/)' })).toHaveValue(slug);
    await expect(panel.getByRole('checkbox', { name: /Allow search engines/ })).toBeChecked();
    const gone = await publicPage.reload();
    expect(gone?.status()).toBe(404);
    await expect(publicPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await visitor.close();
  });
}

test('a taken address is refused next to the field', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, await createAccount(), '/website-generator');
  await generateBakery(page, 'First Bakery');
  const panel = page.getByRole('region', { name: 'Put it online' });
  const slug = `taken-${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Web address (after /s/)' }).fill(slug);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();

  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await signIn(second, await createAccount(), '/website-generator');
  await generateBakery(second, 'Second Bakery');
  const otherPanel = second.getByRole('region', { name: 'Put it online' });
  const field = otherPanel.getByRole('textbox', { name: 'Web address (after /s/)' });
  await field.fill(slug);
  await otherPanel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(otherPanel.getByText(`The address /s/${slug} belongs to another website.`, { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('No Good!');
  await otherPanel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(otherPanel.getByText(/The address must be 3 to 60 lowercase letters/)).toBeVisible();
  await other.close();
});
