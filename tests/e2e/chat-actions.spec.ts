// The chat's actions on a saved turn, as a user meets them: Regenerate one answer
// (its previous answer one step back, after a reload too), Continue with one model,
// Edit and resend a question (versions that survive a reload), Stop with partial
// answers, and Export while the answers are still arriving. At desktop width and at
// 360 px, with accessibility scans in both themes.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const input = (page: Page) => page.getByPlaceholder('Ask anything to multiple AI models...');
const card = (page: Page, model: string) => page.getByRole('article', { name: `${model} answer` });
const turns = (page: Page) => page.getByRole('region', { name: 'Conversation' }).locator(':scope > ol > li');
/** How many words of its slow answer (SLOWSTREAM) a card shows. */
const slowWords = async (answer: Locator) => ((await answer.innerText()).match(/\bword\b/g) ?? []).length;
const question = (turn: Locator) => turn.locator('p', { hasText: 'You asked:' });
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

async function ask(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
}

/** Buttons fade in when they become usable: the scan reads the colours they settle on. */
const settle = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });

async function expectAccessible(page: Page, state: string) {
  await expect(page.getByRole('button', { name: 'Stop generating' })).toHaveCount(0);
  await settle(page);
  expect(await seriousViolations(page), `${state}, dark`).toEqual([]);
  expect(await horizontalOverflow(page), `${state}: the page fits the window`).toBeLessThanOrEqual(0);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${state}, light`).toEqual([]);
  await switchTheme(page, 'dark');
}

test.describe('chat actions at 1280 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 800 }));

  test('Regenerate asks one model again; its previous answer is a toggle that survives a reload', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    const text = unique('Name a colour NEWTAKE');
    await ask(page, text);
    await expect(card(page, 'Claude 3')).toContainText(`Take 1 from claude-3-5-sonnet-latest: ${text}`);
    await expect(page).toHaveURL(/\/chat\?session=/);
    await expect(card(page, 'Claude 3').getByRole('button', { name: 'Previous answer' })).toHaveCount(0);

    // each card's Regenerate says which model it asks again
    for (const model of ['GPT-4', 'Claude 3', 'Gemini Pro'])
      await expect(card(page, model).getByRole('button', { name: /^Regenerate/ })).toHaveAccessibleName(`Regenerate ${model}`);
    await card(page, 'Claude 3').getByRole('button', { name: 'Regenerate Claude 3', exact: true }).click();
    await expect(card(page, 'Claude 3')).toContainText(`Take 2 from claude-3-5-sonnet-latest: ${text}`);
    // the button hides while the new answer streams; the focus comes back to it, not to the page
    await expect(card(page, 'Claude 3').getByRole('button', { name: 'Regenerate Claude 3', exact: true })).toBeFocused();
    // the others were not asked again, and nothing was selected by the press
    await expect(card(page, 'GPT-4')).toContainText(`Take 1 from gpt-4o: ${text}`);
    await expect(card(page, 'Gemini Pro')).toContainText(`Take 1 from gemini-2.0-flash: ${text}`);
    await expect(card(page, 'Claude 3')).toHaveAttribute('data-selected', 'false');

    const previous = card(page, 'Claude 3').getByRole('button', { name: 'Previous answer' });
    await expect(previous).toHaveAttribute('aria-pressed', 'false');
    await previous.click();
    await expect(previous).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Claude 3')).toContainText(`Take 1 from claude-3-5-sonnet-latest: ${text}`);
    await expect(card(page, 'Claude 3')).not.toContainText('Take 2 from');
    await expectAccessible(page, 'previous answer shown');

    await page.reload();
    await expect(card(page, 'Claude 3')).toContainText(`Take 2 from claude-3-5-sonnet-latest: ${text}`);
    await card(page, 'Claude 3').getByRole('button', { name: 'Previous answer' }).click();
    await expect(card(page, 'Claude 3')).toContainText(`Take 1 from claude-3-5-sonnet-latest: ${text}`);
    await expect(card(page, 'GPT-4').getByRole('button', { name: 'Previous answer' })).toHaveCount(0);
  });

  test('Continue with one model: the next questions go to it alone until Back to all models', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await ask(page, 'Which bread sells best?');
    await expect(card(page, 'Gemini Pro')).toContainText('Answer from gemini-2.0-flash');
    await expect(page.getByText('Chatting with 3 AI models - Click responses to select for synthesis')).toBeVisible();

    await card(page, 'Claude 3').getByRole('button', { name: 'Continue with Claude 3' }).click();
    await expect(page.getByText('Talking to Claude 3 only')).toBeVisible();
    await expect(page.getByText('Chatting with 1 AI model - Click responses to select for synthesis')).toBeVisible();
    await expect(card(page, 'Claude 3').getByRole('button', { name: 'Continue with Claude 3' })).toHaveCount(0);
    await expectAccessible(page, 'talking to one model');

    await ask(page, 'And which cake?');
    await expect(turns(page)).toHaveCount(2);
    await expect(turns(page).nth(1).getByRole('article')).toHaveCount(1);
    await expect(turns(page).nth(1).getByRole('article', { name: 'Claude 3 answer' })).toContainText('And which cake?');

    await page.getByRole('button', { name: 'Back to all models' }).click();
    await expect(page.getByText('Talking to Claude 3 only')).toHaveCount(0);
    await ask(page, 'And which pastry?');
    await expect(turns(page).nth(2).getByRole('article')).toHaveCount(3);
  });

  test('Edit and resend makes a new version; the versions switch, and a reload shows the branch chosen', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await ask(page, 'First question');
    await ask(page, 'A follow-up');
    await expect(turns(page)).toHaveCount(2);

    const first = turns(page).first();
    await first.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your question' });
    await expect(editor).toHaveValue('First question');
    await editor.fill('Changed my mind');
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
    await expect(question(first)).toContainText('First question');

    await first.getByRole('button', { name: 'Edit', exact: true }).click();
    await editor.fill('First question, edited');
    await expectAccessible(page, 'editing a question');
    await page.getByRole('button', { name: 'Save & send' }).click();
    // the edited question is sent as any question is: the focus is in the question box
    await expect(input(page)).toBeFocused();
    await expect(turns(page)).toHaveCount(1);
    await expect(card(page, 'GPT-4')).toContainText('Answer from gpt-4o: First question, edited');
    await expect(turns(page).first().getByText('2 / 2')).toBeVisible();
    await expectAccessible(page, 'two versions');

    await page.getByRole('button', { name: 'Previous version' }).click();
    await expect(turns(page).first().getByText('1 / 2')).toBeVisible();
    await expect(turns(page)).toHaveCount(2);
    await expect(question(turns(page).nth(1))).toContainText('A follow-up');
    await page.reload();
    await expect(turns(page)).toHaveCount(2);
    await expect(question(turns(page).first())).toContainText('First question');
    await expect(turns(page).first().getByText('1 / 2')).toBeVisible();

    await page.getByRole('button', { name: 'Next version' }).click();
    await expect(turns(page)).toHaveCount(1);
    await expect(question(turns(page).first())).toContainText('First question, edited');
    await page.reload();
    await expect(turns(page)).toHaveCount(1);
    await expect(turns(page).first().getByText('2 / 2')).toBeVisible();
  });

  test('Export while the answers are still arriving gives what is on screen, marked incomplete', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await input(page).fill('Write slowly SLOWSTREAM');
    await input(page).press('Enter');
    await expect.poll(() => slowWords(card(page, 'Claude 3'))).toBeGreaterThan(2);
    const shown = await slowWords(card(page, 'Claude 3'));
    await expect(page.getByRole('button', { name: 'Stop generating' })).toBeVisible();

    const exportAs = async (format: RegExp) => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: format }).click()]);
      return readFileSync(await download.path(), 'utf8');
    };
    const markdown = await exportAs(/^Markdown/);
    expect(markdown).toContain('## 1. Write slowly SLOWSTREAM\n\n_(incomplete: the answers were still arriving)_\n');
    // every model's partial answer, each marked: the words on screen when Export was pressed, never the whole answer
    for (const [model, id] of [
      ['GPT-4', 'gpt-4o'],
      ['Claude 3', 'claude-3-5-sonnet-latest'],
      ['Gemini Pro', 'gemini-2.0-flash'],
    ])
      expect(markdown).toMatch(new RegExp(`### ${model} \\(incomplete\\)\n\nSlow answer from ${id}: (word ?)+\n`));
    const exported = (/### Claude 3 \(incomplete\)\n\n(.*)\n/.exec(markdown)?.[1]?.match(/\bword\b/g) ?? []).length;
    expect(exported).toBeGreaterThanOrEqual(shown);
    expect(exported).toBeLessThan(60);

    const json = JSON.parse(await exportAs(/^JSON/)) as {
      turns: { incomplete?: boolean; answers: { model: string; incomplete?: boolean }[] }[];
    };
    expect(json.turns).toHaveLength(1);
    expect(json.turns[0]!.incomplete).toBe(true);
    expect(json.turns[0]!.answers.map((answer) => [answer.model, answer.incomplete])).toEqual([
      ['GPT-4', true],
      ['Claude 3', true],
      ['Gemini Pro', true],
    ]);
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await expect(page.getByText('The answers were stopped. Partial answers stay on the page.')).toBeVisible();
  });

  test('Stop with partial answers keeps them and says so; after a reload the turn is there once', async ({ page }) => {
    await signIn(page, await createAccount({ paid: true }), '/chat');
    await input(page).fill('Write slowly SLOWSTREAM');
    await input(page).press('Enter');
    await expect.poll(() => slowWords(card(page, 'Claude 3'))).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await expect(page.getByText('The answers were stopped. Partial answers stay on the page.')).toBeVisible();
    await expect(page.getByText('Stopped before any answer arrived', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Stopped before every model finished.')).toBeVisible();
    await expect(input(page)).toHaveValue('');
    // Stop left with its button: the focus is in the question box, ready for the next one
    await expect(input(page)).toBeFocused();
    // the new chat is in the history as soon as the function has saved it, without a reload
    await expect(
      page.getByRole('navigation', { name: 'Chat history' }).getByRole('button', { name: 'Write slowly SLOWSTREAM', exact: true }),
    ).toBeVisible();
    const shown = await slowWords(card(page, 'Claude 3'));
    expect(shown).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/chat\?session=/);
    const address = page.url();

    // The function saves the turn as the stream ends: open the chat's address until it
    // is there (a chat opened before its first turn is saved starts afresh, without it).
    await expect(async () => {
      await page.goto(address);
      await expect(turns(page)).toHaveCount(1, { timeout: 5_000 });
    }).toPass();
    await expect(question(turns(page).first())).toContainText('Write slowly SLOWSTREAM');
    // What was on screen, and the words that were on their way while the stop reached the
    // server (a busy machine renders a few behind), but never the rest: the stream ended there.
    const saved = await slowWords(card(page, 'Claude 3'));
    expect(saved).toBeGreaterThanOrEqual(shown);
    expect(saved).toBeLessThan(60);
    await expect(card(page, 'Claude 3').getByRole('button', { name: 'Regenerate Claude 3', exact: true })).toBeVisible();
  });
});

test('at 360 px every action works on the answer tabs, and the page fits', async ({ page }) => {
  test.slow(); // every action in one journey
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount({ paid: true }), '/chat');
  const text = unique('Pick a name NEWTAKE');
  await ask(page, text);
  await expect(page.getByRole('tab', { name: 'GPT-4' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'GPT-4')).toContainText(`Take 1 from gpt-4o: ${text}`);

  await card(page, 'GPT-4').getByRole('button', { name: 'Regenerate GPT-4', exact: true }).click();
  await expect(card(page, 'GPT-4')).toContainText(`Take 2 from gpt-4o: ${text}`);
  await card(page, 'GPT-4').getByRole('button', { name: 'Previous answer' }).click();
  await expect(card(page, 'GPT-4')).toContainText(`Take 1 from gpt-4o: ${text}`);

  await page.getByRole('tab', { name: 'Gemini Pro' }).click();
  await card(page, 'Gemini Pro').getByRole('button', { name: 'Continue with Gemini Pro' }).click();
  await expect(page.getByText('Talking to Gemini Pro only')).toBeVisible();
  await expectAccessible(page, '360 px, regenerated and talking to one model');
  await ask(page, 'Only Gemini now');
  await expect(turns(page).nth(1).getByRole('article', { name: 'Gemini Pro answer' })).toContainText('Only Gemini now');
  await page.getByRole('button', { name: 'Back to all models' }).click();

  await turns(page).nth(1).getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Edit your question' }).fill('All of them again');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await expect(turns(page).nth(1).getByText('2 / 2')).toBeVisible();
  await expect(turns(page).nth(1).getByRole('tab')).toHaveCount(3);
  await expectAccessible(page, '360 px, two versions');
  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect(question(turns(page).nth(1))).toContainText('Only Gemini now');

  await input(page).fill('Write slowly SLOWSTREAM');
  await input(page).press('Enter');
  await expect(card(page, 'GPT-4').last()).toContainText('Slow answer from');
  await page.getByRole('button', { name: 'Stop generating' }).click();
  await expect(page.getByText('The answers were stopped. Partial answers stay on the page.')).toBeVisible();
  await expect(turns(page)).toHaveCount(3);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
