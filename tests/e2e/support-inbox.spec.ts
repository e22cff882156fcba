import type { Page } from '@playwright/test';
import { seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

// Mr. Support's hand-off on the real stack: thumbs on an answer, "Contact a person"
// with the conversation attached, and the admins' inbox at /admin/support (the
// request marked done, the thumbed-down question under the coverage gaps); axe at
// 360 px in both themes.

const panel = (page: Page) => page.getByRole('dialog', { name: 'Mr. Support' });
const answers = (page: Page) => panel(page).locator('[data-role="assistant"]');

async function expectAxeClean(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    expect(await seriousViolations(page), `${what} ${theme}`).toEqual([]);
  }
}

test('a visitor rates an answer, contacts a person; an admin sees the request and the gap, and marks it done', async ({
  page,
  browser,
}) => {
  // The form checks itself before it sends: what it refuses never reaches the server (nor logs a 400).
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/support/requests')) sent.push(request.postDataJSON());
  });
  const question = `How do I download my site? ${Date.now()}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Open Mr\. Support/ }).click();
  const input = panel(page).getByRole('textbox', { name: 'Ask me anything...' });
  await input.fill(question);
  await input.press('Enter');
  const answer = answers(page).first();
  await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });

  const down = answer.getByRole('button', { name: 'Not helpful' });
  await expect(down).toHaveAttribute('aria-pressed', 'false');
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expectAxeClean(page, 'support panel with thumbs');

  // offered right after the thumbs down
  await answer.getByRole('button', { name: 'Contact a person' }).click();
  const form = panel(page).getByRole('form', { name: 'Contact a person' });
  await expect(form.getByText('Your conversation with Mr. Support is attached')).toBeVisible();
  const email = `visitor-${Date.now()}@example.com`;
  const message = form.getByRole('textbox', { name: 'Message' });
  const address = form.getByRole('textbox', { name: 'Your e-mail address' });
  // an empty message: the reason as a person reads it, and the field to fix has the focus
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please write what you need help with.');
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await message.fill('The zip file is empty.');
  // a visitor must give an address
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please give your e-mail address, so a person from the team can answer you.');
  await expect(address).toBeFocused();
  await expect(message).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
  await address.fill(email);
  await expectAxeClean(page, 'contact form');
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(panel(page)).toContainText(`answer by e-mail at ${email}`);
  await panel(page).getByRole('button', { name: 'Back to the conversation' }).click();
  await expect(answers(page)).toHaveCount(1);

  const adminPage = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(adminPage, await createAccount({ admin: true }), '/admin/models');
  await adminPage.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Support inbox' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/support$/);
  const request = adminPage.getByRole('listitem', { name: `Request from ${email}` });
  await expect(request).toContainText('The zip file is empty.');
  await request.getByText(/Conversation with Mr\. Support/).click();
  await expect(request).toContainText(question);
  // Mr. Support's answer reads as it did in the chat: its markdown rendered (links), none of its syntax shown
  const answerShown = request.getByRole('listitem').filter({ hasText: 'Mr. Support:' });
  await expect(answerShown.getByRole('link').first()).toBeVisible();
  await expect(answerShown).not.toContainText('](');
  await expect(adminPage.getByRole('region', { name: 'Coverage gaps' }).getByText(question)).toBeVisible();
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAxeClean(adminPage, '/admin/support');

  await request.getByRole('button', { name: 'Mark done' }).click();
  // the focus stays on the button, which now offers the way back
  await expect(request.getByRole('button', { name: 'Reopen' })).toBeFocused();
  await expect(request).toContainText('Done');
  await adminPage.reload();
  await expect(adminPage.getByRole('listitem', { name: `Request from ${email}` })).toContainText('Done');
});

test('a user who is not an admin is sent away from /admin/support', async ({ page }) => {
  await signIn(page, await createAccount(), '/');
  await page.goto('/admin/support');
  await expect(page).not.toHaveURL(/\/admin\/support$/);
});
