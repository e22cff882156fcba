// Use in post on the real stack: an image generated on /images is chosen in the
// automation page's image picker (keyboard and search included), shown with its alt
// text in the settings and in each connector's preview, saved with the post and back
// after a reload; Remove image takes it out. Axe-clean in both themes at 1280 and 360 px.
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose an image' });

async function axeBothThemes(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

/** The open picker, scanned in each theme: the theme switch is behind the modal, so it closes for the switch. */
async function axePickerBothThemes(page: Page, opener: string, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    expect(await seriousViolations(page), `${where}, ${theme === 'light' ? 'dark' : 'light'}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(picker(page)).toBeHidden();
    await switchTheme(page, theme);
    if (theme === 'light') {
      await page.getByRole('button', { name: opener, exact: true }).click();
      await expect(picker(page).getByRole('button', { name: /rye loaves/i })).toBeVisible();
    }
  }
}

async function generateImage(page: Page, description: string) {
  await page.getByLabel('Describe the image', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('region', { name: 'My images' }).getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
}

test('Use in post: choose an image of My images, see it in the preview, save it with the post', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await createAccount(), '/images');
  await generateImage(page, 'Rye loaves on a bakery shelf');

  await page.goto('/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill('Our rye is back on Saturday');

  // The picker: a modal dialog, searchable, Escape closes it and the focus returns.
  const choose = page.getByRole('button', { name: 'Choose image', exact: true });
  await choose.click();
  await expect(picker(page)).toBeVisible();
  const choice = picker(page).getByRole('button', { name: /rye loaves/i });
  await expect(choice).toBeVisible();
  await picker(page).getByRole('searchbox', { name: 'Search my images' }).fill('zebra');
  await expect(picker(page).getByText('No image matches this search.')).toBeVisible();
  // In the search box, Escape first clears the search (the browser's own), then closes.
  await page.keyboard.press('Escape');
  await expect(picker(page).getByRole('searchbox', { name: 'Search my images' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(picker(page)).toBeHidden();
  await expect(choose).toBeFocused();
  await choose.click();
  await expect(choice).toBeVisible();
  await axePickerBothThemes(page, 'Choose image', 'image picker, 1280 px');

  await choose.press('Enter');
  await picker(page).getByRole('searchbox', { name: 'Search my images' }).fill('rye');
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect(picker(page)).toBeHidden();

  // Shown in the settings with its alt text, prefilled and required.
  const alt = page.getByLabel('Alt text', { exact: true });
  await expect(alt).toHaveValue(/rye loaves/i);
  await alt.fill('Three rye loaves on a wooden shelf');
  await expect(page.getByRole('img', { name: 'Three rye loaves on a wooden shelf' })).toBeVisible();

  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: 'Export and Connect' });
  await panel.getByRole('button', { name: 'Preview for each connector' }).click();
  const shown = page.getByRole('tabpanel');
  await expect(shown.getByText('Image alt text:')).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Three rye loaves on a wooden shelf' })).toBeVisible();
  await expect(shown.getByRole('region', { name: 'JSON sent' })).toContainText('"alt": "Three rye loaves on a wooden shelf"');
  await page.getByRole('tab', { name: 'Slack' }).click();
  await expect(shown.getByText('Sent as an image block below the text, with its alt text.')).toBeVisible();

  // An empty alt text is not saved.
  await alt.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Describe the image')).toBeVisible();
  await expect(alt).toBeFocused();
  await alt.fill('Three rye loaves on a wooden shelf');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await expect(page).toHaveURL(/item=|\/automation\/.+/);
  await axeBothThemes(page, 'automation with an image, 1280 px');

  // Saved with the post: back after a reload.
  await page.reload();
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue('Three rye loaves on a wooden shelf', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Three rye loaves on a wooden shelf' }).first()).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await axeBothThemes(page, 'automation with an image, 360 px');
  await page.getByRole('button', { name: 'Choose another image' }).click();
  await expect(picker(page).getByRole('button', { name: /rye loaves/i })).toBeVisible();
  await axePickerBothThemes(page, 'Choose another image', 'image picker, 360 px');

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose image', exact: true })).toBeVisible();
});
