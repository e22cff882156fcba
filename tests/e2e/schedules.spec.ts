import type { Page } from '@playwright/test';
import { atDesktopWidth, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { thisMinuteUtc } from './scheduled-items.ts';

// This minute is written in UTC (thisMinuteUtc): the browser reads it in UTC too.
test.use({ timezoneId: 'UTC' });

// Schedules on the real stack: global-setup runs the bundled scheduled function
// every 2 s (as `npm start` does every minute), which hands due items to the
// bundled background function over HTTP; the fake OpenAI server writes.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function writePost(page: Page, message: string) {
  if (new URL(page.url()).pathname !== '/automation') await page.goto('/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
}

test.describe('schedules', () => {
  test('a post scheduled once for now runs by itself: its saved version is sent as it is and the run is shown', async ({ page }) => {
    await signIn(page, await createAccount(), '/automation');
    await writePost(page, 'Fresh rye every Saturday');
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Choose a date')).toBeVisible();

    const { date, time } = thisMinuteUtc();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Time', { exact: true }).fill(time);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    await expect(page.getByRole('status').getByText(`Scheduled for ${date} at ${time}`, { exact: true })).toBeVisible();

    // the automation tick picks it up within a few seconds; the list shows the result on reload
    const list = page.getByRole('region', { name: 'My content' });
    await expect(async () => {
      await page.goto('/automation');
      await expect(list.getByText('Finished · 1 run')).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 90_000 });
    await expect(list.getByText('Version 1', { exact: false })).toBeVisible();
    await list.getByText('Runs', { exact: true }).click();
    await expect(list.getByRole('list', { name: 'Runs' }).getByText(/Sent version 1 as saved/)).toBeVisible();
  });

  test('generate, edit by hand, schedule once with Slack: Slack receives the edited text, not a new one', async ({ page }) => {
    const receivers = process.env.E2E_RECEIVERS_URL!;
    const hook = `/services/T0/B0/${Date.now().toString(36)}`;
    const received = async () =>
      ((await (await fetch(`${receivers}/__received`)).json()) as { path: string; body: unknown }[])
        .filter((entry) => entry.path === hook)
        .map((entry) => entry.body);
    await signIn(page, await createAccount({ paid: true }), '/automation');
    await writePost(page, 'Rye is back');
    const edited = 'Rye is back this Saturday.\n\nWritten by hand, not by the model: come early!';
    await page.getByLabel('Generated content').fill(edited);

    const slack = page.getByRole('region', { name: 'Export and Connect' }).getByRole('listitem').filter({ hasText: 'Slack' });
    await slack.getByRole('button', { name: 'Connect Slack' }).click();
    await slack.getByLabel('Webhook URL').fill(`${receivers}${hook}`);
    await slack.getByRole('button', { name: 'Save connection' }).click();
    await expect(toast(page, 'Connector saved')).toBeVisible();

    const { date, time } = thisMinuteUtc();
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Time', { exact: true }).fill(time);
    await page.getByRole('checkbox', { name: 'Slack' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();

    await expect.poll(received, { timeout: 90_000 }).toEqual([{ text: `*Rye is back*\n\n${edited}` }]);
    // the saved piece stays open at its own address; My content is on the templates page
    await page.goto('/automation');
    const list = page.getByRole('region', { name: 'My content' });
    await expect(list.getByText('Finished · 1 run')).toBeVisible();
    await list.getByText('Runs', { exact: true }).click();
    await expect(list.getByRole('list', { name: 'Runs' }).getByText(/Sent version 1 as saved · delivered to Slack ✓/)).toBeVisible();
  });

  test("a weekly schedule offers 'Write a new version each run' (then 'Publish without review') or 'Send this text each time'", async ({
    page,
  }) => {
    await signIn(page, await createAccount(), '/automation');
    await writePost(page, 'Pretzel Thursdays');
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2099-04-02');
    await page.getByRole('switch', { name: 'Recurring' }).click();
    const send = page.getByRole('radio', { name: 'Send this text each time' });
    const write = page.getByRole('radio', { name: 'Write a new version each run' });
    await expect(send).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Publish without review' })).toHaveCount(0);
    await write.check();
    await page.getByRole('checkbox', { name: 'Publish without review' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    // opened again from My content, the choice is the one saved
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('button', { name: 'Open Pretzel Thursdays' }).click();
    await expect(page.getByRole('radio', { name: 'Write a new version each run' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Publish without review' })).toBeChecked();
  });

  test('a weekly schedule with a number of runs: saved, paused and resumed from My content', async ({ page }) => {
    await signIn(page, await createAccount(), '/automation');
    await writePost(page, 'Weekly specials');
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2099-03-02');
    await page.getByLabel('Time', { exact: true }).fill('08:30');
    await page.getByRole('switch', { name: 'Recurring' }).click();
    await page.getByLabel('Ends').selectOption('runs');
    await page.getByLabel('Number of runs').fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').getByText('Scheduled for 2099-03-02 at 08:30', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();

    const list = page.getByRole('region', { name: 'My content' });
    const row = list.getByRole('listitem').filter({ hasText: 'Weekly specials' });
    await expect(row.getByText(/^Next run .* · weekly$/)).toBeVisible();
    await row.getByRole('button', { name: 'Pause Weekly specials' }).click();
    await expect(toast(page, 'Schedule paused')).toBeVisible();
    await expect(row.getByText('Paused · weekly')).toBeVisible();
    await row.getByRole('button', { name: 'Resume Weekly specials' }).click();
    await expect(toast(page, 'Schedule resumed')).toBeVisible();
    await expect(row.getByText(/^Next run .* · weekly$/)).toBeVisible();
    await row.getByText('Runs', { exact: true }).click();
    await expect(row.getByText('No runs yet. The first one happens at the scheduled time.')).toBeVisible();
  });

  test('connect a Zapier hook, test it, send a post, and have a scheduled run delivered to it', async ({ page }) => {
    const receivers = process.env.E2E_RECEIVERS_URL!;
    const hook = `${receivers}/hooks/catch/4242/${Date.now().toString(36)}`;
    const received = async () =>
      (
        (await (await fetch(`${receivers}/__received`)).json()) as {
          path: string;
          body: { event: string; data: { title: string; body: string; version: number | null } };
        }[]
      ).filter((entry) => entry.path === new URL(hook).pathname);
    await signIn(page, await createAccount(), '/automation');
    await writePost(page, 'Bagels are back');

    const zapier = page.getByRole('region', { name: 'Export and Connect' }).getByRole('listitem').filter({ hasText: 'Zapier' });
    await expect(zapier.getByText('Not connected')).toBeVisible();
    await zapier.getByRole('button', { name: 'Connect Zapier' }).click();
    await zapier.getByLabel('Webhook URL').fill(hook);
    await zapier.getByRole('button', { name: 'Save connection' }).click();
    await expect(toast(page, 'Connector saved')).toBeVisible();
    await expect(zapier.getByText(/^Connected · 127\.0\.0\.1:\d+\/…\S{4}$/)).toBeVisible();
    await zapier.getByRole('button', { name: 'Test Zapier' }).click();
    await expect(toast(page, 'Sent to Zapier')).toBeVisible();
    await expect(zapier.getByText(/^Last test .*: delivered$/)).toBeVisible();
    await zapier.getByRole('button', { name: 'Send to Zapier' }).click();
    await expect.poll(async () => (await received()).map((entry) => entry.body.event)).toEqual(['content.test', 'content.published']);
    expect((await received())[1]!.body.data.title).toBe('Bagels are back');

    // weekly from this minute: the first run happens now and is delivered to Zapier
    const { date, time } = thisMinuteUtc();
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Time', { exact: true }).fill(time);
    await page.getByRole('checkbox', { name: 'Zapier' }).check();
    await page.getByRole('switch', { name: 'Recurring' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    await expect.poll(async () => (await received()).length, { timeout: 90_000 }).toBe(3);
    // a weekly schedule sends the saved text each time unless told to write a new version
    expect((await received())[2]!.body).toMatchObject({
      event: 'content.published',
      data: { title: 'Bagels are back', version: 1, body: await page.getByLabel('Generated content').inputValue() },
    });
    // the saved piece stays open at its own address; My content is on the templates page
    await page.goto('/automation');
    const list = page.getByRole('region', { name: 'My content' });
    await expect(list.getByText(/^Next run .* · weekly$/)).toBeVisible();
    await list.getByText('Runs', { exact: true }).click();
    await expect(list.getByRole('list', { name: 'Runs' }).getByText(/delivered to Zapier ✓/)).toBeVisible();
  });

  test('the schedule settings and My content have no serious accessibility violation at 360 px and at desktop width, dark and light', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, await createAccount(), '/automation');
    await writePost(page, 'Open late on Fridays');
    await page.getByRole('button', { name: 'Connect Make' }).click();
    await expect(page.getByRole('form', { name: 'Connect Make' })).toBeVisible();
    await page.getByRole('switch', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2099-01-01');
    await page.getByRole('switch', { name: 'Recurring' }).click();
    await page.getByLabel('Ends').selectOption('date');
    await page.getByLabel('Last date').fill('2099-06-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Content Saved')).toBeVisible();
    // the settings with a recurring schedule and an end date are checked here too;
    // each screen in the theme it is in, then in the other one
    expect(await seriousViolations(page), 'settings, dark').toEqual([]);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'settings, light').toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'settings, light, desktop').toEqual([]);
    await page.getByRole('button', { name: 'Change' }).click();
    const list = page.getByRole('region', { name: 'My content' });
    await list.getByText('Runs', { exact: true }).click();
    await expect(list.getByText('No runs yet. The first one happens at the scheduled time.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), 'My content, light').toEqual([]);
    await switchTheme(page, 'dark');
    expect(await seriousViolations(page), 'My content, dark').toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'My content, dark, desktop').toEqual([]);
  });
});

test('a refused save says why in the database words, and My content finds an item by search', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/); // the refused save below
  await signIn(page, await createAccount(), '/automation');
  await writePost(page, 'Ends before it starts');
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2099-06-01');
  await page.getByRole('switch', { name: 'Recurring' }).click();
  await page.getByLabel('Ends').selectOption('date');
  await page.getByLabel('Last date').fill('2099-01-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The end date must come after the first run.', { exact: true })).toBeVisible();
  await page.getByLabel('Last date').fill('2099-12-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  await writePost(page, 'A second post');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  const list = page.getByRole('region', { name: 'My content' });
  await list.getByLabel('Search my content').fill('ends before');
  await expect(list.getByRole('listitem').filter({ hasText: 'A second post' })).toHaveCount(0);
  await expect(list.getByText('Ends before it starts')).toBeVisible();
  await list.getByLabel('Search my content').fill('nothing like this');
  await list.getByRole('button', { name: 'Clear search' }).click();
  await expect(list.getByText('A second post')).toBeVisible();
});

test('a schedule whose time has passed is refused ("Choose a later time"): nothing is saved or sent, the date takes the focus', async ({
  page,
}) => {
  await signIn(page, await createAccount(), '/automation');
  await writePost(page, 'Last year’s bake sale');
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2001-11-20');
  await page.getByLabel('Time', { exact: true }).fill('10:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Choose a later time')).toBeVisible();
  await expect(toast(page, 'The date and time of the schedule have passed. Pick a time still to come.')).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
  await expect(page.getByText('Saved as version', { exact: false })).toHaveCount(0);

  await page.getByLabel('Date', { exact: true }).fill('2099-11-20');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
  await expect(page.getByRole('status').getByText('Scheduled for 2099-11-20 at 10:00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  const list = page.getByRole('region', { name: 'My content' });
  await expect(list.getByText('Last year’s bake sale', { exact: true })).toHaveCount(1);
  await expect(list.getByText(/^Next run Nov 20, 2099/)).toBeVisible();
});
