import { createAccount, expect, signIn, test } from './fixtures.ts';
import { switchTheme } from './axe.ts';
for (const width of [1280, 360]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 1000 });
    await signIn(page, await createAccount(), '/website-generator');
    await page.getByLabel('Business Name *').fill('Harbor Loaf');
    await page.getByLabel('Business Description *').fill('A family bakery baking sourdough, pastries and birthday cakes every morning.');
    await page.getByRole('radio', { name: /Restaurant & Food/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue to Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page.getByText('Saved in My Sites', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const frame = page.frameLocator('iframe[title="Editing the Harbor Loaf website"]');
    await frame.getByRole('textbox', { name: 'Headline' }).click();
    await page.getByRole('heading', { name: 'Your Website is Ready!' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-edit-${width}-dark.png`, fullPage: true });
    await switchTheme(page, 'light');
    await page.screenshot({ path: `/tmp/shot-edit-${width}-light.png`, fullPage: true });
  });
}
