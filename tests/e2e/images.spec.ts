// Images: describe a picture, pick its shape and style, generate it (the platform's
// key, here the fake OpenAI server), see it in My images, write its alt text, search,
// download it as PNG and WebP, delete it with confirm; PRO asks three models side by
// side; "Upload image" takes a photo. At desktop and phone width, axe-clean in both themes.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { IMAGE_DAILY_GENERATIONS, IMAGE_MESSAGES } from '../../src/domain/images-contract.ts';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

async function axeBothThemes(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

const myImages = (page: Page) => page.getByRole('region', { name: 'My images' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test(`Images at ${viewport.width} px: generate, alt text, search, download, delete`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, await createAccount(), '/images');

    await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await expect(myImages(page).getByText('No images yet', { exact: true })).toBeVisible();
    const limit = IMAGE_DAILY_GENERATIONS.free;
    await expect(page.getByText(`${limit} of ${limit} generations left today`, { exact: true })).toBeVisible();
    await axeBothThemes(page, 'Images, empty');

    // Nothing described: the form says so instead of sending.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Describe the image first.' })).toBeVisible();
    await expect(page.getByLabel('Describe the image', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Describe the image', { exact: true }).fill('A cosy bakery counter with fresh croissants');
    await page.getByRole('radio', { name: 'Landscape', exact: true }).check();
    await page.getByRole('radio', { name: 'Illustration', exact: true }).check();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();

    const result = page.getByRole('listitem', { name: 'GPT Image image' });
    const picture = result.getByRole('img');
    await expect(picture).toBeVisible({ timeout: 60_000 });
    // The stored image really loads from Storage (a signed URL the page's policy allows).
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(picture).toHaveAttribute('alt', /croissants/i);
    await expect(page.getByText(`${limit - 1} of ${limit} generations left today`, { exact: true })).toBeVisible();
    const tile = myImages(page).getByRole('listitem');
    await expect(tile).toHaveCount(1);
    await expect.poll(() => tile.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await axeBothThemes(page, 'Images with a result');

    // Alt text, written for people who cannot see the image.
    await tile.getByRole('button', { name: /^Edit alt text of / }).click();
    const altField = tile.getByLabel('Alt text', { exact: true });
    await altField.fill('Croissants on a wooden bakery counter');
    await altField.press('Enter');
    await expect(tile.getByRole('img')).toHaveAttribute('alt', 'Croissants on a wooden bakery counter');
    await page.reload();
    await expect(myImages(page).getByRole('img', { name: 'Croissants on a wooden bakery counter' })).toBeVisible({ timeout: 30_000 });

    // Search by the description's words.
    const search = page.getByRole('searchbox', { name: 'Search My images' });
    await search.fill('zebra');
    await expect(myImages(page).getByText('No image matches "zebra"', { exact: true })).toBeVisible();
    await search.fill('croissants');
    await expect(myImages(page).getByRole('listitem')).toHaveCount(1);

    // Download as PNG and as WebP: real image bytes of each type.
    for (const [format, magic] of [
      ['PNG', '89504e47'],
      ['WebP', '52494646'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        myImages(page)
          .getByRole('button', { name: `Download ${format}`, exact: true })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^a-cosy-bakery-counter-with-fresh-croissants\\.${format.toLowerCase()}$`));
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      expect((await readFile(path)).subarray(0, 4).toString('hex')).toBe(magic);
    }

    // Delete with confirm: Cancel keeps it, Delete removes it.
    const remove = myImages(page).getByRole('button', { name: 'Delete', exact: true });
    const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
    await remove.click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(myImages(page).getByRole('listitem')).toHaveCount(1);
    await remove.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(myImages(page).getByText('No image matches "croissants"', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My images' })).toBeFocused();
  });
}

test('PRO asks three image models side by side, each result shown as it arrives', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, await createAccount({ paid: true }), '/images');
  await page.getByLabel('Describe the image', { exact: true }).fill('A flat illustration of a bicycle repair shop');
  for (const name of ['DALL·E 3', 'Gemini Image']) await page.getByRole('checkbox', { name, exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'GPT Image', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  for (const model of ['GPT Image', 'DALL·E 3', 'Gemini Image']) {
    await expect(page.getByRole('listitem', { name: `${model} image` }).getByRole('img')).toBeVisible({ timeout: 60_000 });
  }
  await expect(myImages(page).getByRole('listitem')).toHaveCount(3);
  await axeBothThemes(page, 'Images, three models');
});

test('Upload image at 360 px: a refusal says why, a photo lands upright in My images with its thumbnail, several upload at once or dropped', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // the refusal is the server's 415, which the browser logs
  consoleGuard.allow(/status of 415/);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/images');
  const input = page.getByLabel('Upload image', { exact: true });
  await expect(input).toHaveAttribute('accept', /image\/jpeg/);

  // A text file named .png: refused from its first bytes, the reason shown beside the button.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Shopping list: flour, eggs, butter.') });
  await expect(myImages(page).getByRole('alert')).toHaveText(IMAGE_MESSAGES.notAnImage('notes.png'));
  await expect(myImages(page).getByText('No images yet', { exact: true })).toBeVisible();

  // A sideways phone photo (EXIF orientation 6) with a GPS position.
  const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#d35400' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
    .toBuffer();
  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles({ name: 'shop_front-2024.jpg', mimeType: 'image/jpeg', buffer: photo });
  const tile = myImages(page).getByRole('listitem');
  await expect(tile).toHaveCount(1, { timeout: 30_000 });
  const thumbnail = tile.getByRole('img', { name: 'Shop front 2024' });
  await expect(thumbnail).toBeVisible();
  // the thumbnail really loads from Storage, upright (taller than wide)
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null)))
    .toEqual([80, 120]);
  await expect(myImages(page).getByRole('alert')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await axeBothThemes(page, 'Images, uploaded');
  // Several at once from the button, then one dropped on My images.
  const square = (background: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer();
  await input.setInputFiles([
    { name: 'logo-blue.png', mimeType: 'image/png', buffer: await square('#1d4ed8') },
    { name: 'logo-green.png', mimeType: 'image/png', buffer: await square('#15803d') },
  ]);
  await expect(myImages(page).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  const dropped = (await square('#7c3aed')).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], 'logo-purple.png', { type: 'image/png' }));
    return transfer;
  }, dropped);
  await myImages(page).dispatchEvent('dragover', { dataTransfer });
  await myImages(page).dispatchEvent('drop', { dataTransfer });
  await expect(myImages(page).getByRole('img', { name: 'Logo purple' })).toBeVisible({ timeout: 30_000 });
  await expect(myImages(page).getByRole('listitem')).toHaveCount(4);
  // found by its file name
  await page.getByRole('searchbox', { name: 'Search My images' }).fill('shop');
  await expect(myImages(page).getByRole('listitem')).toHaveCount(1);
});

test('signed out, /images asks to sign in and comes back', async ({ page }) => {
  await page.goto('/images');
  await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to make images' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', /next=%2Fimages/);
});
