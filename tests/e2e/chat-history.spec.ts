import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount, expect, serviceClient, signIn, test, type TestAccount } from './fixtures.ts';

// Managing chats: search over everything said, rename in place, pin to the top, on
// phones a drawer over the page; export, copy and share a chat.

const CHATS = [
  {
    id: 'session-1000',
    question: 'Write an invoice reminder for late payers',
    answer: 'Subject: a friendly reminder about your overdue invoice.',
  },
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
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('search finds a chat by a word of its answer and marks it; rename in place and pin to the top last after a reload', async ({
  page,
}) => {
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

  // Each row's buttons name their chat.
  for (const title of ['Bike shop slogans', CHATS[1]!.question, CHATS[0]!.question]) {
    await expect(history.getByRole('button', { name: `Pin ${title}`, exact: true })).toHaveCount(1);
    await expect(history.getByRole('button', { name: `Rename ${title}`, exact: true })).toHaveCount(1);
  }

  // Pin the oldest chat: it goes first and offers Unpin.
  const invoiceRow = history.getByRole('listitem').filter({ hasText: 'invoice reminder' });
  await invoiceRow.getByRole('button', { name: `Pin ${CHATS[0]!.question}`, exact: true }).click();
  await expect(rowTitles(page).first()).toContainText('invoice reminder');
  await expect(invoiceRow.getByRole('button', { name: `Unpin ${CHATS[0]!.question}`, exact: true })).toBeVisible();

  await page.reload();
  await expect(rowTitles(page)).toHaveText([CHATS[0]!.question, 'Bike shop slogans', CHATS[1]!.question]);
  await history.getByRole('button', { name: `Unpin ${CHATS[0]!.question}`, exact: true }).click();
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

test('export as Markdown and JSON, copy an answer, share a read-only link, update it, stop sharing', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount();
  await seedChats(account);
  await serviceClient().from('chat_turns').update({ synthesized: 'Be friendly and precise.' }).eq('session_id', 'session-1000');
  await signIn(page, account);
  await page.goto('/chat?session=session-1000');
  const answer = page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' });
  await expect(answer).toContainText('overdue invoice');

  const exportAs = async (format: RegExp) => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: format }).click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: (await import('node:fs')).readFileSync(path, 'utf8') };
  };
  const markdown = await exportAs(/^Markdown/);
  expect(markdown.name).toBe('write-an-invoice-reminder-for-late-payers.md');
  expect(markdown.text).toContain(
    '## 1. Write an invoice reminder for late payers\n\n### GPT-4o-mini (Free)\n\nSubject: a friendly reminder about your overdue invoice.\n\n### Synthesis\n\nBe friendly and precise.',
  );
  const json = await exportAs(/^JSON/);
  expect(json.name).toBe('write-an-invoice-reminder-for-late-payers.json');
  expect(JSON.parse(json.text)).toMatchObject({
    title: CHATS[0]!.question,
    turns: [
      {
        question: CHATS[0]!.question,
        answers: [{ model: 'GPT-4o-mini (Free)', response: CHATS[0]!.answer }],
        synthesis: 'Be friendly and precise.',
        merge: null,
      },
    ],
  });

  await answer.getByRole('button', { name: 'Copy the GPT-4o-mini (Free) answer' }).click();
  await expect(page.getByText('The answer is on your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CHATS[0]!.answer);

  // Share: a link visitors open signed out.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this chat' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  // Create link gave way to the link: the focus is on it, ready to copy
  await expect(link).toBeFocused();
  const url = await link.inputValue();
  const visitor = await browser.newPage();
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('heading', { name: CHATS[0]!.question })).toBeVisible();
  await expect(visitor.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('overdue invoice');
  await expect(visitor.getByRole('region', { name: 'Optimized Response' })).toContainText('Be friendly and precise.');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByPlaceholder('Ask anything to multiple AI models...')).toHaveCount(0);
  await expect(visitor.getByRole('navigation', { name: 'Chat history' })).toHaveCount(0);

  // A new question is shared once the link is updated, under the same address.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByPlaceholder('Ask anything to multiple AI models...').fill('Make it shorter');
  await page.getByPlaceholder('Ask anything to multiple AI models...').press('Enter');
  await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' }).last()).toContainText('Make it shorter');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByRole('button', { name: 'Update link' }).click();
  await expect(page.getByText('The link now shows the chat as it is now.')).toBeVisible();
  await expect(link).toHaveValue(url);
  await visitor.reload();
  await expect(visitor.getByText('Question: Make it shorter', { exact: true })).toBeVisible();

  // The history panel lists the link; Stop sharing makes it a dead link.
  await dialog.getByRole('button', { name: 'Done' }).click();
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await history.getByRole('button', { name: 'Shared links' }).click();
  const shared = history.getByRole('list', { name: 'Shared links' });
  await expect(shared.getByRole('link', { name: CHATS[0]!.question })).toHaveAttribute('href', url);
  await shared.getByRole('button', { name: `Stop sharing ${CHATS[0]!.question}`, exact: true }).click();
  await expect(history.getByText('You have not shared a chat.', { exact: false })).toBeVisible();
  // its row went with the focus: the focus is back on the Shared links switch
  await expect(history.getByRole('button', { name: 'Shared links' })).toBeFocused();
  // A dead link is a real 404 (for search engines and link checkers), and the page still says why.
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  expect(gone?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('heading', { name: 'Shared chat not found' })).toBeVisible();
  await expect(visitor.getByText('The link is wrong, or its owner stopped sharing this chat.')).toBeVisible();
  await visitor.close();
});

test('a shared chat reads well at 360 px, axe-clean in dark and light', async ({ browser }) => {
  const account = await createAccount();
  await seedChats(account);
  const id = 'e2e-share-' + 'x'.repeat(33);
  const { error } = await serviceClient()
    .from('chat_shares')
    .insert({
      id,
      user_id: account.id,
      session_id: 'session-2000',
      title: CHATS[1]!.question,
      snapshot: {
        turns: [
          {
            question: CHATS[1]!.question,
            responses: [
              { model: 'GPT-4', response: '**Spring** planting tips' },
              { model: 'Claude 3', response: 'A seed swap' },
            ],
            synthesized: 'Both: seasonal.',
            merged: null,
          },
        ],
      },
    });
  if (error) throw error;
  for (const theme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`/share/${id}`);
    await expect(page.getByRole('article', { name: 'Claude 3 answer' })).toContainText('A seed swap');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), theme).toEqual([]);
    await context.close();
  }
});

test('the dialog keeps the focus on what replaced the pressed button: Create link, Update link, Stop sharing', async ({ page }) => {
  const account = await createAccount();
  await seedChats(account);
  await signIn(page, account, '/chat?session=session-3000');
  await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('Spoke & Chain');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this chat' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Link' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Update link' }).click();
  await expect(page.getByText('The link now shows the chat as it is now.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update link' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('The link no longer opens this chat.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeFocused();
});

test('search snippets read as plain text, without the Markdown the answer was written in', async ({ page }) => {
  const account = await createAccount();
  const { error } = await serviceClient().rpc('record_chat_turn', {
    p_user_id: account.id,
    p_session_id: 'session-4000',
    p_question: 'How do I plan a bakery launch?',
    p_responses: [
      {
        model: 'GPT-4o-mini (Free)',
        model_id: 'free',
        response: '## Launch plan\n\n- **Week one:** bake *sourdough* samples\n- Post the `menu` on [your site](https://example.com/menu)',
      },
    ],
  });
  if (error) throw error;
  await signIn(page, account, '/chat');
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await history.getByRole('searchbox', { name: 'Search chats' }).fill('sourdough');
  const result = history.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(result.locator('mark')).toHaveText(['sourdough']);
  await expect(result).toContainText('Week one: bake sourdough samples');
  await expect(result).not.toContainText('**');
  await expect(result).not.toContainText('##');
  await expect(result).not.toContainText('`');
  await expect(result).not.toContainText('](');
});

for (const width of [1280, 360] as const) {
  test(`deleting the only chat leaves the focus on New chat, not on the page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await createAccount();
    const only = CHATS[0]!;
    const { error } = await serviceClient().rpc('record_chat_turn', {
      p_user_id: account.id,
      p_session_id: only.id,
      p_question: only.question,
      p_responses: [{ model: 'GPT-4o-mini (Free)', model_id: 'free', response: only.answer }],
    });
    if (error) throw error;
    await signIn(page, account, `/chat?session=${only.id}`);
    await expect(page.getByRole('article', { name: 'GPT-4o-mini (Free) answer' })).toContainText('overdue invoice');
    // on a phone the history is the drawer; on a desktop, the panel beside the chat
    if (width === 360) await page.getByRole('button', { name: 'History', exact: true }).click();
    const history =
      width === 360 ? page.getByRole('dialog', { name: 'Chat history' }) : page.getByRole('navigation', { name: 'Chat history' });
    await history.getByRole('button', { name: `Delete chat "${only.question}"`, exact: true }).click();
    await history.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Chat deleted', { exact: true })).toBeVisible();
    await expect(history.getByText('Your chats will appear here.')).toBeVisible();
    // no chat is left to take the deleted row's place: New chat has the focus
    await expect(history.getByRole('button', { name: 'New chat' })).toBeFocused();
  });
}

test('stopping one of several shared links moves the focus to the link that took its place, or the one before', async ({ page }) => {
  const account = await createAccount();
  await seedChats(account);
  // one link per chat (chat_shares is unique per chat), newest first in the list
  const shares = CHATS.map((chat, index) => ({
    id: `e2e-stop-${index}-${'y'.repeat(32)}`,
    user_id: account.id,
    session_id: chat.id,
    title: chat.question,
    snapshot: {
      turns: [{ question: chat.question, responses: [{ model: 'GPT-4', response: chat.answer }], synthesized: null, merged: null }],
    },
    updated_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  }));
  const { error } = await serviceClient().from('chat_shares').insert(shares);
  if (error) throw error;
  await signIn(page, account, '/chat');
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await history.getByRole('button', { name: 'Shared links' }).click();
  const list = history.getByRole('list', { name: 'Shared links' });
  await expect(list.getByRole('link')).toHaveText([CHATS[2]!.question, CHATS[1]!.question, CHATS[0]!.question]);

  // the middle link goes: the one below it takes its place and the focus
  await list.getByRole('button', { name: `Stop sharing ${CHATS[1]!.question}`, exact: true }).click();
  await expect(list.getByRole('link')).toHaveText([CHATS[2]!.question, CHATS[0]!.question]);
  await expect(list.getByRole('link', { name: CHATS[0]!.question })).toBeFocused();

  // the last link goes: nothing is below it, the one before it has the focus
  await list.getByRole('button', { name: `Stop sharing ${CHATS[0]!.question}`, exact: true }).click();
  await expect(list.getByRole('link')).toHaveText([CHATS[2]!.question]);
  await expect(list.getByRole('link', { name: CHATS[2]!.question })).toBeFocused();
});
