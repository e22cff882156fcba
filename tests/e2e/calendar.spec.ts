// The automation page's content calendar: a scheduled post shows on its day and moves by drag
// (a mouse, or a finger after a short press) onto any day shown, the neighbouring
// months' included, and by keyboard (Alt+arrows), the calendar following it past the
// month; it opens in the automation page and exports CSV and iCal; on phones a list, and a
// month and a week that fit the screen, axe-clean in both themes.
//
// Every date is fixed on a calendar's edge (31 December, 29 February, a clock change),
// in a year still to come, and the calendar is opened on it by its address: the test
// does the same thing on any day it runs, and never depends on today's date.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';
import { itemId, recordRuns, scheduleSocialPost } from './scheduled-items.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const dayLabel = (at: Date, timeZone?: string) =>
  at.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** A year still to come (and the first leap year after this one): never in the past, whatever today is. */
const nextYear = new Date().getFullYear() + 1;
const nextLeapYear = (() => {
  let year = nextYear;
  while (new Date(year, 1, 29).getDate() !== 29) year += 1;
  return year;
})();
const day = (page: Page, at: Date, timeZone?: string) => page.getByRole('listitem', { name: dayLabel(at, timeZone), exact: true });
const entryOn = (page: Page, at: Date, title: string, timeZone?: string) =>
  day(page, at, timeZone).getByRole('button', { name: new RegExp(`^${title}`) });
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Waits until `locator` stops moving (a scroll has ended) and answers its centre. */
async function expectStill(locator: Locator) {
  let last = await center(locator);
  await expect(async () => {
    const now = await center(locator);
    const moved = now.x !== last.x || now.y !== last.y;
    last = now;
    expect(moved, 'still moving').toBe(false);
  }).toPass();
  return last;
}

/** Drags with the mouse as a person does: press, move a little, scroll the wheel if the day is off screen, drop on it. */
async function dragWithMouse(page: Page, entry: Locator, target: Locator) {
  // In the middle of the screen: near an edge the calendar scrolls the page while a drag
  // is held (dnd-kit's auto-scroll), and the drop would land a row lower than aimed.
  await entry.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expectStill(entry);
  const start = await center(entry);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await expect(entry, 'picked up').toHaveAttribute('aria-pressed', 'true');
  if (!(await target.isVisible()) || (await center(target)).y > (page.viewportSize()?.height ?? 0)) await page.mouse.wheel(0, 400);
  await expect(async () => expect((await center(target)).y).toBeLessThan(page.viewportSize()!.height)).toPass();
  const end = await expectStill(target);
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
}

/** Drags with a finger: a press held until the calendar picks the entry up (a swipe alone scrolls), then a move and a lift. */
async function dragWithFinger(page: Page, entry: Locator, target: Locator) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  const start = await center(entry);
  await touch('touchStart', start);
  await expect(entry, 'picked up').toHaveAttribute('aria-pressed', 'true');
  const end = await center(target);
  for (let step = 1; step <= 6; step += 1)
    await touch('touchMove', { x: start.x + ((end.x - start.x) * step) / 6, y: start.y + ((end.y - start.y) * step) / 6 });
  await touch('touchEnd');
}

async function schedulePostInAutomation(page: Page, message: string, at: Date) {
  await page.goto('/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill(isoDay(at));
  await page.getByLabel('Time', { exact: true }).fill('10:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
}

test('a post on 31 December drags onto 1 January in the last row, moves by keyboard past the month, opens on the automation page, and exports', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await createAccount(), '/automation');
  const newYearsEve = new Date(nextYear, 11, 31);
  await schedulePostInAutomation(page, 'Year end post', newYearsEve);
  await page.goto(`/automation/calendar?date=${nextYear}-12-01`);
  await expect(page.getByRole('heading', { level: 1, name: 'Content calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `December ${nextYear}` })).toBeVisible();
  const entry = page.getByRole('button', { name: /^Year end post, 10:00 AM, Scheduled, movable$/ });
  await expect(entryOn(page, newYearsEve, 'Year end post')).toHaveCount(1);

  // 1 January is a day of the next month in December's last row, below the window's edge
  const newYearsDay = new Date(nextYear + 1, 0, 1);
  await dragWithMouse(page, entry, day(page, newYearsDay));
  await expect(toast(page, 'Rescheduled')).toBeVisible();
  await expect(entryOn(page, newYearsDay, 'Year end post')).toBeVisible();
  await expect(entryOn(page, newYearsEve, 'Year end post')).toHaveCount(0);

  // a day further by keyboard; the focus stays on it
  await entryOn(page, newYearsDay, 'Year end post').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(entryOn(page, new Date(nextYear + 1, 0, 2), 'Year end post')).toBeFocused();
  // two weeks on is past December's weeks: the calendar follows it into January
  await page.keyboard.press('Alt+ArrowDown');
  await expect(entryOn(page, new Date(nextYear + 1, 0, 9), 'Year end post')).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: `January ${nextYear + 1}` })).toBeVisible();
  const moved = new Date(nextYear + 1, 0, 16);
  await expect(entryOn(page, moved, 'Year end post')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/automation/calendar\\?date=${nextYear + 1}-01-16$`));

  // exports of the weeks on screen, named after the month
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toBe(`content-calendar-${nextYear + 1}-01.csv`);
  const csvText = readFileSync((await (await csv).path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe('Date,Time,Title,Template,Status,Repeats');
  expect(csvText).toContain(`${isoDay(moved)},10:00,Year end post,social,scheduled,`);
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export iCal' }).click();
  expect((await ics).suggestedFilename()).toBe(`content-calendar-${nextYear + 1}-01.ics`);
  const icsText = readFileSync((await (await ics).path())!, 'utf8');
  expect(icsText).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(icsText).toContain('SUMMARY:Year end post (scheduled)');

  // the week view of the same day shows it; a click opens it, and the automation page opens the item
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const monday = new Date(nextYear + 1, 0, 16 - ((moved.getDay() + 6) % 7));
  const weekOf = monday.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { level: 2, name: `Week of ${weekOf}` })).toBeVisible();
  await entryOn(page, moved, 'Year end post').click();
  await expect(page.getByRole('region', { name: 'Selected item' })).toContainText('Year end post');
  await page.getByRole('link', { name: 'Open in the studio' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Year end post');
  // the calendar's /automation?item=<id> takes the template's own address
  await expect(page).toHaveURL(/\/automation\/social\?item=[0-9a-f-]{36}$/);
});

test('29 February takes a drop in a leap year, and the next day by keyboard is 1 March', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await createAccount();
  await scheduleSocialPost(account, { title: 'Leap post', at: new Date(nextLeapYear, 1, 28, 10), timeZone: 'UTC' });
  await signIn(page, account, `/automation/calendar?date=${nextLeapYear}-02-01`);
  const leapDay = new Date(nextLeapYear, 1, 29);
  await dragWithMouse(page, entryOn(page, new Date(nextLeapYear, 1, 28), 'Leap post'), day(page, leapDay));
  await expect(entryOn(page, leapDay, 'Leap post')).toBeVisible();
  await entryOn(page, leapDay, 'Leap post').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(entryOn(page, new Date(nextLeapYear, 2, 1), 'Leap post')).toBeFocused();
});

test.describe('in Berlin, across the spring clock change', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a post moved onto the Sunday the clocks go forward keeps its 10:00, an hour earlier in UTC', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // the last Sunday of March, and the Saturday before it
    const sunday = [31, 30, 29, 28, 27, 26, 25]
      .map((date) => new Date(Date.UTC(nextYear, 2, date, 12)))
      .find((at) => at.getUTCDay() === 0)!;
    const saturday = new Date(sunday.getTime() - 86_400_000);
    const account = await createAccount();
    // 10:00 in Berlin on the Saturday is 09:00 UTC (winter time)
    const saturdayTen = new Date(Date.UTC(nextYear, 2, saturday.getUTCDate(), 9));
    await scheduleSocialPost(account, { title: 'Spring post', at: saturdayTen, timeZone: 'Europe/Berlin' });
    await signIn(page, account, `/automation/calendar?view=week&date=${nextYear}-03-${pad(saturday.getUTCDate())}`);
    const zone = 'Europe/Berlin';
    await expect(entryOn(page, saturday, 'Spring post', zone)).toHaveAccessibleName(/^Spring post, 10:00 AM/);
    await dragWithMouse(page, entryOn(page, saturday, 'Spring post', zone), day(page, sunday, zone));
    await expect(entryOn(page, sunday, 'Spring post', zone)).toHaveAccessibleName(/^Spring post, 10:00 AM/);
    const ics = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export iCal' }).click();
    const icsText = readFileSync((await (await ics).path())!, 'utf8');
    // 10:00 in summer time is 08:00 UTC
    expect(icsText).toContain(`DTSTART:${nextYear}03${pad(sunday.getUTCDate())}T080000Z`);
  });
});

test.describe('on a phone with a touch screen', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('the calendar is a list, its month and week fit the screen, a finger drags, and a past time is refused', async ({ page }) => {
    const account = await createAccount();
    const first = new Date(nextYear, 5, 10, 10);
    await scheduleSocialPost(account, { title: 'Phone list post', at: first, timeZone: 'UTC' });
    // the Monday after its week: the list of that week ends before it
    const nextMonday = new Date(nextYear, 5, 10 + ((8 - first.getDay()) % 7 || 7), 10);
    await scheduleSocialPost(account, { title: 'Next week post', at: nextMonday, timeZone: 'UTC' });
    // tomorrow at 10:00 (a week earlier is always past)
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10);
    await scheduleSocialPost(account, { title: 'Tomorrow post', at: tomorrow, timeZone: 'UTC' });
    await signIn(page, account, `/automation/calendar?date=${isoDay(first)}`);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('list', { name: 'Scheduled and past runs' }).getByRole('button', { name: /^Phone list post/ }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Scheduled and past runs' }).getByRole('button', { name: /^Next week post/ })).toHaveCount(
      0,
    );
    expect(await seriousViolations(page), 'dark').toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await switchTheme(page, 'light');
    expect(await seriousViolations(page), 'light').toEqual([]);

    // the month keeps its seven days on screen, Sunday included, without scrolling sideways
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const sunday = new Date(nextYear, 5, 10 + ((7 - first.getDay()) % 7));
    await expect(day(page, sunday)).toBeInViewport();
    expect(await horizontalOverflow(page), 'month').toBeLessThanOrEqual(0);
    // the pressed button's colours fade in: scan once the transition is over
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await seriousViolations(page), 'month, light').toEqual([]);

    // a finger: press and hold, then move to the next day
    const next = new Date(nextYear, 5, 11);
    await dragWithFinger(page, entryOn(page, first, 'Phone list post'), day(page, next));
    await expect(toast(page, 'Rescheduled')).toBeVisible();
    await expect(entryOn(page, next, 'Phone list post')).toBeVisible();

    // the week is a column of its days, all on screen without scrolling sideways
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(entryOn(page, next, 'Phone list post')).toBeVisible();
    expect(await horizontalOverflow(page), 'week').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), 'week, light').toEqual([]);

    // a week before tomorrow has passed: refused, nothing moves
    await page.goto(`/automation/calendar?view=list&date=${isoDay(tomorrow)}`);
    await page.getByRole('button', { name: /^Tomorrow post/ }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(toast(page, 'Choose a later time')).toBeVisible();
  });
});

test('past runs say what came of them: delivered, written, waiting for review, skipped or failed, in the grid and the exports', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await createAccount();
  await scheduleSocialPost(account, { title: 'Weekly bake', at: new Date(nextYear, 0, 5, 10), timeZone: 'UTC' });
  const item = await itemId(account.id, 'Weekly bake');
  // October 2026, a month that has passed: its runs as the automation tick and the review page wrote them
  const on = (date: number) => new Date(2026, 9, date, 10);
  await recordRuns(account.id, item, [
    {
      slot: on(5),
      status: 'succeeded',
      outcome: 'sent',
      deliveries: [{ connector: 'slack', ok: true, status: 200, at: '', answer: 'ok' }],
    },
    { slot: on(6), status: 'succeeded', outcome: 'published' },
    { slot: on(7), status: 'succeeded', outcome: 'awaiting_review' },
    { slot: on(8), status: 'succeeded', outcome: 'skipped', source: 'review' },
    { slot: on(9), status: 'failed', outcome: null },
    {
      slot: on(12),
      status: 'succeeded',
      outcome: 'sent',
      deliveries: [{ connector: 'webhook', ok: false, status: 500, at: '', answer: 'HTTP 500' }],
    },
    // a retried slot shows once, as its last try ended
    { slot: on(13), status: 'failed', outcome: null },
    {
      slot: on(13),
      status: 'succeeded',
      outcome: 'sent',
      attempt: 2,
      deliveries: [{ connector: 'slack', ok: true, status: 200, at: '', answer: 'ok' }],
    },
  ]);
  await signIn(page, account, '/automation/calendar?date=2026-10-01');
  const said = async (date: number) => (await entryOn(page, on(date), 'Weekly bake').getAttribute('aria-label'))?.split(', ')[2];
  expect(await Promise.all([5, 6, 7, 8, 9, 12, 13].map(said))).toEqual([
    'Delivered',
    'Written (not sent)',
    'Waits for review',
    'Skipped',
    'Failed',
    'Failed',
    'Delivered',
  ]);
  await expect(entryOn(page, on(13), 'Weekly bake')).toHaveCount(1);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toBe('content-calendar-2026-10.csv');
  const rows = readFileSync((await (await csv).path())!, 'utf8')
    .split('\r\n')
    .slice(1, -1);
  expect(rows.map((row) => row.split(',')[4])).toEqual(['delivered', 'written', 'review', 'skipped', 'failed', 'failed', 'delivered']);
});
