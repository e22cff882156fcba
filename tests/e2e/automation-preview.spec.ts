// The automation page's per-channel preview and its quota line, on the real stack: the
// preview shows what each connector receives (built by the code the server delivers
// with, so a connected hook receives exactly the JSON previewed), with character
// counts against each channel's limit; the line beside Generate counts down with
// each generation and offers the upgrade when few are left.
import type { Page } from '@playwright/test';
import { seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Export and Connect' });

async function writePost(page: Page, message: string) {
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
}

test('nothing connected: every kind as an example, keyboard tabs, counts and the over-limit warning; axe-clean at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/automation');
  await writePost(page, 'Preview checks');
  await page.getByLabel('Generated content').fill('Our **rye** is back.\n\nCome early on Saturday.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await panel(page).getByRole('button', { name: 'Preview for each connector' }).click();
  await expect(page.getByText(/^Example: none of your connectors is connected yet\./)).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Connector previews' }).getByRole('tab');
  await expect(tabs).toHaveText(['Zapier', 'Make', 'Webhook', 'Slack', 'Discord', 'WordPress', 'Notion', 'Airtable']);
  const shown = page.getByRole('tabpanel');
  // Hooks: the JSON, pretty-printed.
  await expect(shown.getByRole('region', { name: 'JSON sent' })).toContainText('"event": "content.published"');
  await expect(shown.getByRole('region', { name: 'JSON sent' })).toContainText(
    '"body": "Our **rye** is back.\\n\\nCome early on Saturday."',
  );
  await expect(shown.getByText('45 / 100,000 characters')).toBeVisible();

  // Keyboard: one tab stop, arrows move and select.
  await tabs.first().focus();
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(shown.getByRole('table')).toContainText('Content');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Notion' })).toHaveAttribute('aria-selected', 'true');
  await expect(shown.getByText('Blocks (2 / 100)')).toBeVisible();

  await page.getByRole('tab', { name: 'Slack' }).click();
  await expect(shown.getByText('Slack is part of PRO.')).toBeVisible();
  await expect(shown.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
  await expect(shown.getByRole('region', { name: 'Slack message' })).toHaveText(
    '*Preview checks*\n\nOur **rye** is back.\n\nCome early on Saturday.',
  );
  await page.getByRole('tab', { name: 'WordPress' }).click();
  await expect(shown.getByRole('region', { name: 'WordPress post HTML' })).toContainText('<p>Our <strong>rye</strong> is back.</p>');
  await expect(shown.getByText('draft', { exact: true })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'dark').toEqual([]);

  // Too long for Discord: numbered parts, the count in red and a warning.
  await page.getByLabel('Generated content').fill('Fresh bread every morning. '.repeat(800));
  await page.getByRole('tab', { name: 'Discord' }).click();
  await expect(shown.getByText(/^Part 1 of 10 · 1,\d{3} \/ 2,000 characters$/)).toBeVisible();
  await expect(shown.getByText(/^21,\d{3} \/ 20,000 characters \(2,000 a message\)$/)).toBeVisible();
  await expect(shown.getByText("Over Discord's limit: only the first parts are sent, the rest is left off.")).toBeVisible();
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);
});

test('a connected webhook: only its tab, and Send delivers exactly the JSON previewed', async ({ page }) => {
  const receivers = process.env.E2E_RECEIVERS_URL!;
  const hook = `/hooks/catch/32/${Date.now().toString(36)}`;
  await signIn(page, await createAccount(), '/automation');
  await writePost(page, 'Preview equals delivery');
  const zapier = panel(page).getByRole('listitem').filter({ hasText: 'Zapier' });
  await zapier.getByRole('button', { name: 'Connect Zapier' }).click();
  await zapier.getByLabel('Webhook URL').fill(`${receivers}${hook}`);
  await zapier.getByRole('button', { name: 'Save connection' }).click();
  await expect(toast(page, 'Connector saved')).toBeVisible();

  // Beside the schedule's connectors: it opens the preview in Export and Connect and goes there.
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByRole('button', { name: 'Preview what they receive' }).click();
  await expect(page.getByRole('group', { name: 'Connector preview' })).toBeFocused();
  await expect(panel(page).getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('tablist', { name: 'Connector previews' }).getByRole('tab')).toHaveText(['Zapier']);
  await expect(page.getByText(/^Exactly what each of your connected connectors receives/)).toBeVisible();
  const previewed = JSON.parse(await page.getByRole('region', { name: 'JSON sent' }).innerText()) as { data: unknown };

  await zapier.getByRole('button', { name: 'Send to Zapier' }).click();
  await expect(toast(page, 'Sent to Zapier')).toBeVisible();
  const received = async () =>
    ((await (await fetch(`${receivers}/__received`)).json()) as { path: string; body: { data: unknown } }[])
      .filter((entry) => entry.path === hook)
      .map((entry) => entry.body.data);
  // The data is the preview's to the byte; only the timestamp is the moment of sending.
  await expect.poll(received).toEqual([previewed.data]);
});

test('the quota line counts down with each generation and offers the upgrade when few are left', async ({ page }) => {
  const account = await createAccount();
  // Seventeen of today's twenty already used, as the quota counter keeps them; tomorrow's
  // too (UTC), so a run that crosses midnight finds the same count.
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { error } = await serviceClient()
    .from('usage_counters')
    .insert([0, 1].map((offset) => ({ user_id: account.id, kind: 'content', day: utcDay(offset), used: 17 })));
  expect(error).toBeNull();
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, account, '/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  const line = page.getByTestId('automation-quota');
  await expect(line).toContainText('3 of 20 generations left today (resets at 00:00 UTC).');
  await expect(line.getByRole('link', { name: 'Upgrade for 200 a day' })).toHaveAttribute('href', '/upgrade');
  expect(await seriousViolations(page), 'dark').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);
  await page.getByLabel('Message', { exact: true }).fill('Counting down');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await expect(line).toContainText('2 of 20 generations left today');

  const pro = await createAccount({ paid: true });
  await signIn(page, pro, '/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await expect(page.getByTestId('automation-quota')).toContainText('200 of 200 generations left today');
  await expect(page.getByTestId('automation-quota').getByRole('link')).toHaveCount(0);
});
