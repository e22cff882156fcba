// Editing an image: from a generated picture, "Edit" opens the editor; turned and
// cropped to 16:9 without AI, then changed with AI on a painted area (the fake
// OpenAI's edit endpoint), then an older version restored. Every step is a new
// version; My images shows the newest, and Delete names how many go with it.
// Axe-clean in both themes, at desktop and phone width.
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

async function axeBothThemes(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

const versions = (page: Page) => page.getByRole('region', { name: 'Versions' }).getByRole('listitem');

test('Edit an image: crop and turn, change with AI on a painted area, restore a version', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await createAccount(), '/images');

  await page.getByLabel('Describe the image', { exact: true }).fill('A red bicycle against a white wall');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByRole('listitem', { name: 'GPT Image image' });
  await expect(result.getByRole('img')).toBeVisible({ timeout: 60_000 });
  await result.getByRole('link', { name: 'Edit', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit image' })).toBeVisible();
  await expect(versions(page)).toHaveCount(1);
  await expect(versions(page).first()).toContainText('Version 1 (current)');
  await expect(versions(page).first()).toContainText('1024 x 1024');
  await axeBothThemes(page, 'Editor');

  // Without AI: a quarter turn and the 16:9 crop, previewed, then saved as version 2.
  const save = page.getByRole('button', { name: 'Save as new version' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await page.getByRole('radio', { name: '16:9', exact: true }).check();
  await expect(page.getByText('Result: 1024 x 576 pixels')).toBeVisible();
  await page.getByLabel('Crop position (top to bottom)').fill('0');
  await save.click();
  await expect(versions(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(versions(page).first()).toContainText('Version 2 (current)');
  await expect(versions(page).first()).toContainText('Edited, 1024 x 576');

  // With AI: the change in words and a painted area.
  await page.getByRole('tab', { name: 'Change with AI' }).click();
  await page.getByRole('button', { name: 'Apply change' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Describe the change first.' })).toBeVisible();
  await page.getByLabel('Describe the change', { exact: true }).fill('Make the wall sky blue');
  await page.getByLabel('Paint the area to change on the image').check();
  const preview = page.getByRole('img', { name: /^Preview: / });
  const box = (await preview.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Clear painting' })).toBeEnabled();
  await axeBothThemes(page, 'Editor, change with AI');
  await page.getByRole('button', { name: 'Apply change' }).click();
  await expect(versions(page)).toHaveCount(3, { timeout: 60_000 });
  await expect(versions(page).first()).toContainText('Version 3 (current)');
  await expect(versions(page).first()).toContainText('Make the wall sky blue');

  // Restore the first version: it comes back as the newest, nothing is lost.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(versions(page).first()).toContainText('Version 4 (current)');
  await expect(versions(page).first()).toContainText('1024 x 1024');

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await axeBothThemes(page, 'Editor at 360 px');

  // My images shows the image once, as its newest version; Delete says what goes with it.
  await page.getByRole('link', { name: 'Back to Images' }).click();
  const tiles = page.getByRole('region', { name: 'My images' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.getByText('4 versions', { exact: true })).toBeVisible();
  await tiles.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this image and its 4 versions?' })).toBeVisible();
});
