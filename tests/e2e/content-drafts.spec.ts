import type { Dialog, Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';

// The automation page keeps the work: templates have addresses (Back returns to the
// templates), the piece is autosaved as a draft (on the server when signed in, in
// the tab when not) and put back after a reload, leaving with unsaved text asks
// first, Stop keeps what was streamed, and resuming a passed schedule asks for a time.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const editor = (page: Page) => page.getByLabel('Generated content');
const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

async function generatePost(page: Page, message: string) {
  await page.goto('/automation/social');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
}

test('each template has its address: choosing one adds a history entry, Back returns to the templates', async ({ page }) => {
  await page.goto('/automation');
  await page.getByRole('button', { name: /^YouTube Script/ }).click();
  await expect(page).toHaveURL(/\/automation\/youtube$/);
  await expect(page.getByRole('heading', { level: 2, name: 'YouTube Script' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/automation$/);
  await expect(page.getByRole('list', { name: 'Templates' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'YouTube Script' })).toBeVisible();
  await page.goto('/automation/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('signed out, the draft is kept in the tab: a reload puts the settings back', async ({ page }) => {
  await page.goto('/automation/social');
  await page.getByLabel('Message', { exact: true }).fill('Rye loaves are back');
  await expect(page.getByText('Draft saved in this tab', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Rye loaves are back');
});

test('signed in, the draft is saved on the server: it survives a reload, and Discard draft starts over', async ({ page }) => {
  await signIn(page, await createAccount(), '/automation');
  await generatePost(page, 'Pretzel Tuesdays are here');
  await editor(page).fill('My own words about pretzels');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  // the draft keeps the text, so a reload does not ask (the browser's "Leave site?" would be a false alarm)
  const asked: string[] = [];
  const answer = (dialog: Dialog) => void (asked.push(dialog.type()), dialog.accept());
  page.on('dialog', answer);
  await page.reload();
  await expect(editor(page)).toHaveValue('My own words about pretzels');
  expect(asked).toEqual([]);
  page.off('dialog', answer);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Pretzel Tuesdays are here');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('group', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Your content will appear here' })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your content will appear here' })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test('signed in, a change the draft has not saved yet (typed a moment ago) makes a reload ask first', async ({ page }) => {
  // the page's clock stands still once the automation page is open: the draft's save, due 1.2 s after the last change, never comes
  await page.clock.install();
  await signIn(page, await createAccount(), '/automation/social');
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.getByLabel('Message', { exact: true }).fill('Typed just before the reload');
  await expect(page.getByText('Saving...', { exact: true })).toBeVisible();
  const asked: string[] = [];
  page.once('dialog', (dialog) => void (asked.push(dialog.type()), dialog.accept()));
  await page.reload();
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  expect(asked).toEqual(['beforeunload']);
});

test('leaving with unsaved text asks first: Change and a link stay when cancelled, leave when confirmed', async ({ page }) => {
  await signIn(page, await createAccount(), '/automation');
  await generatePost(page, 'Cinnamon rolls at dawn');
  const questions: string[] = [];
  page.once('dialog', (dialog) => void (questions.push(dialog.message()), dialog.dismiss()));
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(editor(page)).toBeVisible();
  page.once('dialog', (dialog) => void (questions.push(dialog.message()), dialog.dismiss()));
  await page.getByRole('navigation').getByRole('link', { name: 'Models' }).first().click();
  await expect(page).toHaveURL(/\/automation\/social$/);
  expect(questions).toEqual([LEAVE_QUESTION, LEAVE_QUESTION]);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('list', { name: 'Templates' })).toBeVisible();
  // the work was autosaved all the same: opening the template again puts it back
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await expect(editor(page)).toContainText('Cinnamon rolls at dawn');
});

test('Stop keeps the streamed text in the editor, marked incomplete; axe-clean at 360 px in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/automation/social');
  // SLOWSTREAM: the fake model streams its answer over 60 seconds
  await page.getByLabel('Message', { exact: true }).fill('SLOWSTREAM sourdough starter tips');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const writing = page.getByRole('region', { name: 'Writing…' });
  await expect(writing).toContainText('Slow answer');
  const streamed = (await writing.innerText()).length;
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(toast(page, 'Generation stopped')).toBeVisible();
  await expect(toast(page, 'The text written so far is in the editor, marked incomplete.')).toBeVisible();
  await expect(editor(page)).toHaveValue(/^Slow answer/);
  expect((await editor(page).inputValue()).length).toBeGreaterThan(0);
  expect(streamed).toBeGreaterThan(0);
  await expect(page.getByText('the generation was stopped before the end', { exact: false })).toBeVisible();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('group', { name: 'Discard the draft?' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Generation stopped' })).toHaveCount(0, { timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'dark').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);
});

test('resuming a one-time schedule whose time has passed asks for a new time and shows it', async ({ page }) => {
  await signIn(page, await createAccount(), '/automation');
  await generatePost(page, 'Harvest loaf launch');
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2099-06-01');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  const row = page.getByRole('region', { name: 'My content' }).getByRole('listitem').filter({ hasText: 'Harvest loaf launch' });
  await row.getByRole('button', { name: 'Pause Harvest loaf launch' }).click();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  // its time passes while it is paused
  const moved = await serviceClient()
    .from('content_items')
    .update({ scheduled_at: '2024-01-01T09:00:00Z' })
    .eq('title', 'Harvest loaf launch')
    .select('id');
  expect(moved.data).toHaveLength(1);
  await page.reload();
  await row.getByRole('button', { name: 'Resume Harvest loaf launch' }).click();
  const form = row.getByRole('form', { name: 'Resume Harvest loaf launch' });
  await form.getByLabel('Its time has passed. Run it at').fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Resume' }).click();
  await expect(form.getByText('Choose a time in the future.')).toBeVisible();
  await form.getByLabel('Its time has passed. Run it at').fill('2099-07-01T10:00');
  await form.getByRole('button', { name: 'Resume' }).click();
  await expect(toast(page, 'Schedule resumed')).toBeVisible();
  await expect(row.getByText(/^Next run Jul 1, 2099/)).toBeVisible();
});

test('Generate over text edited by hand asks first: Keep my text keeps it, Replace my text writes anew', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/automation');
  await generatePost(page, 'Rye crackers are back');
  const generated = await editor(page).inputValue();
  await editor(page).fill('My own words about rye crackers');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const question = page.getByRole('group', { name: 'Replace your edited text?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep my text' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('status').filter({ hasText: 'Content Generated!' })).toHaveCount(0, { timeout: 60_000 });
  expect(await seriousViolations(page), 'the question, dark').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'the question, light').toEqual([]);
  expect(await atDesktopWidth(page, () => seriousViolations(page)), 'the question, light, desktop').toEqual([]);
  await question.getByRole('button', { name: 'Keep my text' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Content' })).toBeFocused();
  await expect(editor(page)).toHaveValue('My own words about rye crackers');

  await page.getByRole('button', { name: 'Generate Content' }).click();
  await question.getByRole('button', { name: 'Replace my text' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await expect(editor(page)).toHaveValue(generated);
  // text the automation page wrote itself is replaced without a question
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/ai/automation/generate');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await asked;
  await expect(question).toHaveCount(0);
});
