import type { Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';
import { itemId, scheduleSocialPost, thisMinuteUtc } from './scheduled-items.ts';

// This minute is written in UTC (thisMinuteUtc): the browser reads it in UTC too.
test.use({ timezoneId: 'UTC' });

// The To review page on the real stack: a weekly post set to write a new version each
// run is written by the automation tick (global-setup ticks every 2 s) and waits; the nav
// badge counts it; Approve & send delivers exactly the text shown to the local fake
// receivers (Slack answers; a webhook under /flaky/ fails its first request), and the
// failed channel is retried alone.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function connect(page: Page, name: string, url: string) {
  const row = page
    .getByRole('region', { name: 'Export and Connect' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Connect ${name}` }) });
  await row.getByRole('button', { name: `Connect ${name}` }).click();
  await row.getByLabel('Webhook URL').fill(url);
  await row.getByRole('button', { name: 'Save connection' }).click();
  await expect(toast(page, 'Connector saved')).toBeVisible();
}

test('a written version waits in To review with a badge; Approve & send delivers it; a failed channel is retried alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const receivers = process.env.E2E_RECEIVERS_URL!;
  const stamp = Date.now().toString(36);
  const slack = `/services/T7/B7/${stamp}`;
  const flaky = `/flaky/${stamp}`;
  const received = async (path: string) =>
    ((await (await fetch(`${receivers}/__received`)).json()) as { path: string; body: unknown }[])
      .filter((entry) => entry.path === path)
      .map((entry) => entry.body);

  await signIn(page, await createAccount({ paid: true }), '/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill('Sourdough Sundays');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await connect(page, 'Slack', `${receivers}${slack}`);
  await connect(page, 'Webhook', `${receivers}${flaky}`);

  const { date, time } = thisMinuteUtc();
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).fill(time);
  await page.getByRole('checkbox', { name: 'Slack' }).check();
  await page.getByRole('checkbox', { name: 'Webhook', exact: true }).check();
  await page.getByRole('switch', { name: 'Recurring' }).click();
  await page.getByRole('radio', { name: 'Write a new version each run' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();

  // the automation tick writes the new version within seconds; the badge counts it
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(async () => {
    await page.goto('/automation/review');
    await expect(nav.getByRole('link', { name: 'Automation, 1 to review' })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 90_000 });
  expect(await received(slack)).toEqual([]);
  // My content marks the piece, and the mark leads here too
  await page.goto('/automation');
  await page.getByRole('region', { name: 'My content' }).getByRole('link', { name: 'Awaiting review' }).click();
  await expect(page).toHaveURL(/\/automation\/review$/);
  const waiting = page.getByRole('article', { name: 'Sourdough Sundays' });
  await expect(waiting.getByText(/^Social Media Post · version 2 · written /)).toBeVisible();
  await expect(waiting.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/automation\?item=[0-9a-f-]{36}$/);
  const text = (await waiting.getByLabel('Text of version 2').textContent())!;
  expect(text.length).toBeGreaterThan(20);

  // 360 px, both themes, the nav's menu with its count
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'To review, dark').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'To review, light').toEqual([]);
  await page.getByRole('button', { name: 'Open menu, 1 to review' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Automation, 1 to review' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousViolations(page), 'To review with the badge, light, desktop').toEqual([]);

  await waiting.getByRole('button', { name: 'Approve & send' }).click();
  await expect(toast(page, 'Sent, with failures')).toBeVisible();
  // the card leaves the list: the focus goes to the list's heading, not to the page
  await expect(page.getByRole('heading', { name: /^Waiting for your review/ })).toBeFocused();
  await expect.poll(() => received(slack)).toEqual([{ text: `*Sourdough Sundays*\n\n${text}` }]);
  expect(await received(flaky)).toHaveLength(1);
  await expect(page.getByText('Nothing waits for review. New versions appear here when a schedule writes one.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Automation', exact: true })).toBeVisible();

  // the webhook refused it: the automation page says so and links to the notice, checked at 360 px in both themes, then retried alone
  await page.goto('/automation');
  await expect(page.getByRole('status').filter({ hasText: 'A run could not deliver to every channel.' })).toBeVisible();
  await page.getByRole('link', { name: 'See failed deliveries' }).click();
  await expect(page).toHaveURL(/\/automation\/review#failed-heading$/);
  const notice = page.getByRole('article', { name: 'Failed delivery: Sourdough Sundays' });
  await expect(notice.getByText('Webhook: failed', { exact: false })).toBeVisible();
  await expect(notice.getByText('Slack: delivered')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page), 'failure notice, light').toEqual([]);
  await switchTheme(page, 'dark');
  expect(await seriousViolations(page), 'failure notice, dark').toEqual([]);
  expect(await atDesktopWidth(page, () => seriousViolations(page)), 'failure notice, dark, desktop').toEqual([]);
  await notice.getByRole('button', { name: 'Retry failed channels only' }).click();
  await expect(toast(page, 'Delivered')).toBeVisible();
  await expect.poll(async () => (await received(flaky)).length).toBe(2);
  expect(await received(slack)).toHaveLength(1);
  await expect(page.getByText('No delivery failed in the last 30 days.')).toBeVisible();

  // the item's runs say what happened
  await page.goto('/automation');
  const list = page.getByRole('region', { name: 'My content' });
  await list.getByText('Runs', { exact: true }).click();
  const runs = list.getByRole('list', { name: 'Runs' });
  await expect(runs.getByText(/You approved and sent version 2 · delivered to .*Slack ✓/)).toBeVisible();
  await expect(runs.getByText(/Written as version 2, waits for your review \(not sent\)/)).toBeVisible();
});

/** A weekly post set to write a new version each run, delivered to `channels`, saved for 2099 (the test makes its run due). */
async function scheduleWeeklyPost(page: Page, message: string, channels: string[]) {
  await page.goto('/automation/social');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2099-01-05');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  for (const channel of channels) await page.getByRole('checkbox', { name: channel, exact: true }).check();
  await page.getByRole('switch', { name: 'Recurring' }).click();
  await page.getByRole('radio', { name: 'Write a new version each run' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
}

test('Skip leaves the focus on the list; Edit, then Save approves and sends the edited text; a failure notice opens the item with its runs', async ({
  page,
}) => {
  // two posts written by the automation tick, then axe at two widths in two themes on a busy machine
  test.setTimeout(300_000);
  const receivers = process.env.E2E_RECEIVERS_URL!;
  const stamp = Date.now().toString(36);
  const slack = `/services/T8/B8/${stamp}`;
  const flaky = `/flaky/edit-${stamp}`;
  const received = async (path: string) =>
    ((await (await fetch(`${receivers}/__received`)).json()) as { path: string; body: unknown }[])
      .filter((entry) => entry.path === path)
      .map((entry) => entry.body);

  const account = await createAccount({ paid: true });
  await signIn(page, account, '/automation/social');
  await page.getByLabel('Message', { exact: true }).fill('Connecting the channels');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await connect(page, 'Slack', `${receivers}${slack}`);
  await connect(page, 'Webhook', `${receivers}${flaky}`);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('group', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Your content will appear here' })).toBeVisible();
  await scheduleWeeklyPost(page, 'Rye Mondays', ['Slack', 'Webhook']);
  await scheduleWeeklyPost(page, 'Spelt Fridays', ['Slack']);

  // their first runs are due now (whatever today is): the automation tick (every 2 s) writes a version of each, which waits
  const due = new Date(Date.now() - 1000).toISOString();
  const made = await serviceClient()
    .from('content_items')
    .update({ next_run_at: due, run_slot: due })
    .eq('user_id', account.id)
    .select('id');
  expect(made.data).toHaveLength(2);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The list and the badge are two requests: the page counts once both show the two
  // versions (one may be written between them).
  await expect(async () => {
    await page.goto('/automation/review');
    await expect(nav.getByRole('link', { name: 'Automation, 2 to review' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('article')).toHaveCount(2, { timeout: 5000 });
  }).toPass({ timeout: 90_000 });

  await page.getByRole('article', { name: 'Spelt Fridays' }).getByRole('button', { name: 'Skip' }).click();
  await expect(toast(page, 'Skipped')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spelt Fridays' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Waiting for your review/ })).toBeFocused();

  await page.getByRole('article', { name: 'Rye Mondays' }).getByRole('link', { name: 'Edit' }).click();
  await expect(
    page.getByText('it waits for your review: it was not sent. Save it to approve it and send it', { exact: false }),
  ).toBeVisible();
  const edited = 'Rye Mondays: the loaves are out at eight, edited before they go out.';
  await page.getByLabel('Generated content').fill(edited);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // sent as Approve & send sends: Slack takes it, the webhook refuses its first request
  await expect(toast(page, 'Sent, with failures')).toBeVisible();
  await expect.poll(() => received(slack)).toEqual([{ text: `*Rye Mondays*\n\n${edited}` }]);
  expect(await received(flaky)).toHaveLength(1);
  await expect(page.getByText('A scheduled run wrote this version and it waits for your review', { exact: false })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Automation', exact: true })).toBeVisible();

  await page.goto('/automation/review');
  await expect(page.getByText('Nothing waits for review. New versions appear here when a schedule writes one.')).toBeVisible();
  await page
    .getByRole('article', { name: 'Failed delivery: Rye Mondays' })
    .getByRole('link', { name: 'Open the item and its runs' })
    .click();
  await expect(page).toHaveURL(/\/automation\/social\?item=[0-9a-f-]{36}&runs$/);
  await expect(page.getByLabel('Generated content')).toHaveValue(edited);
  const runs = page.getByRole('list', { name: 'Runs' });
  const approval = runs.getByRole('listitem').filter({ hasText: 'You approved and sent version 3 · delivered to' });
  await expect(approval).toContainText('Slack ✓');
  await expect(approval).toContainText('Webhook ✗');
  await expect(runs.getByText(/Written as version 2, waits for your review \(not sent\)/)).toBeVisible();
  await expect(page.getByText('Runs', { exact: true })).toBeFocused();
  // the item with its runs, at 360 px and on a desktop, in both themes
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('status').filter({ hasText: 'Sent, with failures' })).toHaveCount(0, { timeout: 60_000 });
  expect(await seriousViolations(page), 'the item and its runs, dark').toEqual([]);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'the item and its runs, light').toEqual([]);
  expect(await atDesktopWidth(page, () => seriousViolations(page)), 'the item and its runs, light, desktop').toEqual([]);
});

// The last waiting version: whichever decision takes it off the list, the focus stays on the
// list's heading (now counting none), not on the page. The version is kept for review the way
// a run keeps one (awaiting_review); the decision goes through the page and its API.
for (const [action, notice] of [
  ['Skip', 'Skipped'],
  ['Approve & send', 'Approved and sent'],
] as const) {
  for (const width of [1280, 360] as const) {
    test(`${action} on the last waiting version leaves the focus on the list's heading (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const account = await createAccount({ paid: true });
      const title = `Barley Tuesdays ${width}`;
      await scheduleSocialPost(account, { title, at: new Date('2099-01-05T09:00:00Z'), timeZone: 'UTC' });
      const { error } = await serviceClient()
        .from('content_items')
        .update({ awaiting_review: true })
        .eq('id', await itemId(account.id, title));
      expect(error).toBeNull();
      await signIn(page, account, '/automation/review');
      const waiting = page.getByRole('article', { name: title });
      await expect(page.getByRole('article')).toHaveCount(1);
      await waiting.getByRole('button', { name: action }).click();
      await expect(toast(page, notice)).toBeVisible();
      await expect(waiting).toHaveCount(0);
      await expect(page.getByText('Nothing waits for review. New versions appear here when a schedule writes one.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Waiting for your review (0)' })).toBeFocused();
    });
  }
}
