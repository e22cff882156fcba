import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount, expect, serviceClient, signIn, test, type TestAccount } from './fixtures.ts';

// The chat history: search over everything said, rename in place, pin to the top;
// on phones, a drawer over the page.

const CHATS = [
  { id: 'session-1000', question: 'Write an invoice reminder for late payers', answer: 'Subject: a friendly reminder about your overdue invoice.' },
  { id: 'session-2000', question: 'Ideas for a garden centre newsletter', answer: 'Spring planting tips and a seed swap.' },
  { id: 'session-3000', question: 'Slogan for a bike shop', answer: 'Ride further with Spoke & Chain.' },
];

/** Three saved chats, oldest first, as the chat function records them. */
async function seedChats(account: TestAccount) {
  for (const chat of CHATS) {
    const { error } = await serviceClient().rpc('record_chat_turn', {
      p_user_id: account.id,
      p_session_id: chat.id,
      p_question: chat.question,
      p_responses: [{ model: 'GPT-4o-mini (Free)', model_id: 'free', response: chat.answer }],
    });
    if (error) throw error;
  }
}

const rowTitles = (page: Page) => page.getByRole('navigation', { name: 'Chat history' }).locator('li > button:first-child');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('search finds a chat by a word of its answer and marks it; rename in place and pin to the top last after a reload', async ({ page }) => {
  const account = await createAccount();
  await seedChats(account);
  await signIn(page, account);
  await page.goto('/chat');
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await expect(rowTitles(page)).toHaveText([CHATS[2]!.question, CHATS[1]!.question, CHATS[0]!.question]);

  const search = history.getByRole('searchbox', { name: 'Search chats' });
  await search.fill('overdu');
  const results = history.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results.locator('mark')).toHaveText(['overdue']);
  await search.fill('unicorns');
  await expect(history.getByText('No chat mentions “unicorns”. Try another word, or fewer words.')).toBeVisible();
  await search.fill('seed swap');
  await results.getByRole('button', { name: /garden centre newsletter/ }).click();
  await expect(page).toHaveURL(/\/chat\?session=session-2000$/);
  await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('Spring planting tips');
  await search.fill('');
  await expect(rowTitles(page)).toHaveCount(3);

  // Rename: Escape keeps the name, Enter saves the new one.
  const bikeRow = history.getByRole('listitem').filter({ hasText: 'Slogan for a bike shop' });
  await bikeRow.getByRole('button', { name: 'Rename' }).click();
  const name = history.getByRole('textbox', { name: 'Chat name' });
  await expect(name).toBeFocused();
  await name.fill('Never saved');
  await name.press('Escape');
  await expect(bikeRow.getByRole('button', { name: 'Rename' })).toBeFocused();
  await expect(rowTitles(page).first()).toHaveText('Slogan for a bike shop');
  await bikeRow.getByRole('button', { name: 'Rename' }).click();
  await name.fill('Bike shop slogans');
  await name.press('Enter');
  await expect(rowTitles(page).first()).toHaveText('Bike shop slogans');

  // Pin the oldest chat: it goes first and offers Unpin.
  const invoiceRow = history.getByRole('listitem').filter({ hasText: 'invoice reminder' });
  await invoiceRow.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(rowTitles(page).first()).toContainText('invoice reminder');
  await expect(invoiceRow.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();

  await page.reload();
  await expect(rowTitles(page)).toHaveText([CHATS[0]!.question, 'Bike shop slogans', CHATS[1]!.question]);
  await history.getByRole('listitem').filter({ hasText: 'invoice reminder' }).getByRole('button', { name: 'Unpin', exact: true }).click();
  await expect(rowTitles(page)).toHaveText(['Bike shop slogans', CHATS[1]!.question, CHATS[0]!.question]);
});

for (const theme of ['dark', 'light'] as const) {
  test(`at 360 px the history is a drawer over the page: no sideways scroll, Escape closes it, axe-clean (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await createAccount();
    await seedChats(account);
    await signIn(page, account);
    await page.goto('/chat');
    const open = page.getByRole('button', { name: 'History', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Chat history' });
    await expect(drawer.getByRole('searchbox', { name: 'Search chats' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('searchbox', { name: 'Search chats' }).fill('bike');
    await drawer.getByRole('button', { name: /bike shop/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/chat\?session=session-3000$/);
    await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('Spoke & Chain');

    await open.click();
    await drawer.getByRole('button', { name: 'Close history' }).click();
    await expect(drawer).toBeHidden();
  });
}
