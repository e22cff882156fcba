// The studio's content calendar: a scheduled post shows on its day, moves by drag
// and by keyboard (Alt+arrows), opens in the studio, exports CSV and iCal; a list
// on phones, axe-clean in both themes.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, signIn, test } from './fixtures.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return at;
};
const dayLabel = (at: Date) => at.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function schedulePost(page: Page, message: string, at: Date) {
  await page.goto('/automation');
  await page.getByRole('button', { name: /^Social Media Post/ }).click();
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content Generated!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('switch', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
  await page.getByLabel('Time', { exact: true }).fill('10:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content Saved')).toBeVisible();
}

test('a scheduled post moves by drag and by keyboard, opens in the studio, and exports', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await createAccount(), '/automation');
  await schedulePost(page, 'Calendar launch post', inDays(2));
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content calendar' })).toBeVisible();

  const entry = page.getByRole('button', { name: /^Calendar launch post, 10:00 AM, Scheduled, movable$/ });
  await expect(
    page.getByRole('listitem', { name: dayLabel(inDays(2)) }).getByRole('button', { name: /^Calendar launch post/ }),
  ).toHaveCount(1);
  // drag to the next day
  await entry.dragTo(page.getByRole('listitem', { name: dayLabel(inDays(3)) }));
  await expect(toast(page, 'Rescheduled')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: dayLabel(inDays(3)) }).getByRole('button', { name: /^Calendar launch post/ }),
  ).toBeVisible();
  // and a day further by keyboard; the focus stays on it
  await page.getByRole('button', { name: /^Calendar launch post/ }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(
    page.getByRole('listitem', { name: dayLabel(inDays(4)) }).getByRole('button', { name: /^Calendar launch post/ }),
  ).toBeFocused();
  // a time that has passed is refused
  await page.keyboard.press('Alt+ArrowUp');
  await expect(toast(page, 'Choose a later time')).toBeVisible();

  // exports of the weeks on screen
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvText = readFileSync((await (await csv).path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe('Date,Time,Title,Template,Status,Repeats');
  const at = inDays(4);
  expect(csvText).toContain(
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())},10:00,Calendar launch post,social,scheduled,`,
  );
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export iCal' }).click();
  const icsText = readFileSync((await (await ics).path())!, 'utf8');
  expect(icsText).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(icsText).toContain('SUMMARY:Calendar launch post (scheduled)');

  // the week view shows it too (next week's, if it falls there); a click opens it, and the studio opens the item
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const monday = (date: Date) => {
    const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
    return day.getTime();
  };
  if (monday(inDays(4)) > monday(new Date())) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: /^Calendar launch post/ }).click();
  await expect(page.getByRole('region', { name: 'Selected item' })).toContainText('Calendar launch post');
  await page.getByRole('link', { name: 'Open in the studio' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Calendar launch post');
  // the calendar's /automation?item=<id> takes the template's own address
  await expect(page).toHaveURL(/\/automation\/social\?item=[0-9a-f-]{36}$/);
});

test('on a phone the calendar is a list, axe-clean in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, await createAccount(), '/automation');
  await schedulePost(page, 'Phone list post', inDays(1));
  await page.goto('/automation/calendar');
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Scheduled and past runs' }).getByRole('button', { name: /^Phone list post/ })).toBeVisible();
  expect(await seriousViolations(page), 'dark').toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), 'light').toEqual([]);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // the pressed button's colours fade in: scan once the transition is over
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(await seriousViolations(page), 'month, light').toEqual([]);
});
