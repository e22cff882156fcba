// The site previews and the editor's frame are sandboxed without scripts; a site that
// carried a script or an inline handler would make Chromium log "Blocked script
// execution in 'about:srcdoc'" for each one, on every change in the editor. Playwright's
// trace recorder makes Chromium log the same (it runs a script in every frame), so
// this file records no trace: what is logged here is the app's own.
import { createAccount, expect, signIn, test } from './fixtures.ts';

test.use({ trace: 'off' });

test("editing the Restaurant design's multi-page site logs no blocked script", async ({ page }) => {
  test.setTimeout(180_000);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Blocked script execution')) blocked.push(message.text());
  });
  await signIn(page, await createAccount({ paid: true }), '/website-generator');
  await page.getByLabel('Business Name *').fill('Harbour Table');
  await page.getByLabel('Business Description *').fill('A seafood restaurant on the harbour, open for lunch and dinner.');
  await page.getByRole('radio', { name: /Restaurant & Food/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to Design' }).click();
  await page.getByRole('radio', { name: /^Restaurant/ }).check({ force: true });
  await page.getByRole('button', { name: 'Generate My Website' }).click();
  await expect(page.getByRole('heading', { name: 'Your Website is Ready!' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });
  await expect(status).toHaveText('Saved');
  const frame = page.frameLocator('iframe[title="Editing the Harbour Table website"]');
  for (const words of ['Fresh fish on the harbour', 'Lunch and dinner by the sea']) {
    const headline = frame.getByRole('textbox', { name: 'Headline' });
    await headline.click();
    await headline.fill(words);
    await headline.press('Enter');
    await expect(status).toHaveText('Saved');
    await expect(frame.getByRole('textbox', { name: 'Headline' })).toHaveText(words);
  }
  expect(blocked).toEqual([]);
});
