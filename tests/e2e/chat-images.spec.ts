// A chat question with an image: Attach image, upload a photo of a flyer from the
// device, ask about it; the models that can see answer with what they received (the
// fake providers say the image's type and size), the question shows its thumbnail;
// shared, the chat only says an image was attached; deleted later, "Image deleted".
// Axe-clean in both themes, at desktop and phone width.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, passwordSession, serviceClient, signIn, test } from './fixtures.ts';

async function axeBothThemes(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}, dark`).toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${where}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

const card = (page: Page, model: string) => page.getByRole('article', { name: `${model} answer` });

test('chat with an image: attach a flyer, ask about it, see the answers and its thumbnail', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await createAccount({ paid: true });
  await signIn(page, account, '/chat');

  await page.getByRole('button', { name: 'Attach image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No images yet: upload one above.')).toBeVisible();
  // the modal dialog covers the theme switch: each theme is scanned with the dialog opened in it
  expect(await seriousViolations(page), 'Attach image dialog, dark').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Attach image' })).toBeFocused();
  await switchTheme(page, 'light');
  await page.getByRole('button', { name: 'Attach image' }).click();
  expect(await seriousViolations(page), 'Attach image dialog, light').toEqual([]);
  await page.keyboard.press('Escape');
  await switchTheme(page, 'dark');
  await page.getByRole('button', { name: 'Attach image' }).click();

  const flyer = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f1c40f' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Upload an image', { exact: true })
    .setInputFiles({ name: 'bake-sale-flyer.png', mimeType: 'image/png', buffer: flyer });
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Attached image:')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach image' })).toBeFocused();

  await page.getByPlaceholder('Ask anything to multiple AI models...').fill('What does this flyer say?');
  await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
  for (const [model, id] of [
    ['GPT-4', 'gpt-4o'],
    ['Claude 3', 'claude-3-5-sonnet-latest'],
    ['Gemini Pro', 'gemini-2.0-flash'],
  ] as const) {
    await expect(card(page, model)).toContainText(`Answer from ${id}: What does this flyer say? I saw an image/png image of`, {
      timeout: 30_000,
    });
  }
  const thumbnail = page.getByRole('img', { name: 'Attached image: Bake sale flyer' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // answered: the chip goes, ready for the next question
  await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(0);
  await axeBothThemes(page, 'Chat with an image, 1280 px');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(thumbnail).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await axeBothThemes(page, 'Chat with an image, 360 px');

  // choosing one of My images, with the keyboard; Remove image takes it off again
  await page.getByRole('button', { name: 'Attach image' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Attach image' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Bake sale flyer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await axeBothThemes(page, 'Image chip, 360 px');
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(0);

  // Shared, the chat says an image was attached and shows none of it.
  const { access_token } = await passwordSession(account);
  const turn = await serviceClient().from('chat_turns').select('session_id, image_id').eq('user_id', account.id).single();
  if (turn.error) throw turn.error;
  const shared = await page.request.post(`${process.env.SUPABASE_URL}/rest/v1/rpc/share_chat`, {
    headers: { apikey: process.env.VITE_SUPABASE_ANON_KEY!, authorization: `Bearer ${access_token}` },
    data: { p_session_id: turn.data.session_id },
  });
  expect(shared.status()).toBe(200);
  const chatAddress = page.url();
  await page.goto(`/share/${String(await shared.json())}`);
  await expect(page.getByText('An image was attached')).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  expect(await page.content()).not.toContain(turn.data.image_id!);
  await axeBothThemes(page, 'Shared chat with an image, 360 px');

  // Deleted from My images later: the question stays, with "Image deleted".
  const deleted = await page.request.delete(`/api/images/${turn.data.image_id}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(deleted.ok()).toBe(true);
  await page.goto(chatAddress);
  await expect(page.getByText('Image deleted')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('What does this flyer say?').first()).toBeVisible();
});
