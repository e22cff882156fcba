// E-mailed links that cannot be used, and /auth for a visitor already signed in.
import type { Page } from '@playwright/test';
import { atDesktopWidth, horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, mailTo, signIn, test } from './fixtures.ts';

/** Scans the page at 360 px and at desktop width, in the dark theme it opens in and in the light one. */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  expect(await seriousViolations(page), `${what}, dark`).toEqual([]);
  expect(await horizontalOverflow(page), `${what} is wider than the screen`).toBeLessThanOrEqual(0);
  await switchTheme(page, 'light');
  expect(await seriousViolations(page), `${what}, light`).toEqual([]);
  expect(await atDesktopWidth(page, () => seriousViolations(page)), `${what}, light, desktop`).toEqual([]);
  await switchTheme(page, 'dark');
  expect(await atDesktopWidth(page, () => seriousViolations(page)), `${what}, dark, desktop`).toEqual([]);
}

/** Asks for a reset link through the form, as a user does, and returns the e-mailed link. */
async function requestResetLink(page: Page, email: string): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();
  const recovery = (await mailTo(email)).findLast((mail) => mail.type === 'recovery');
  expect(recovery, 'a recovery e-mail was sent').toBeTruthy();
  return recovery!.link;
}

test('a reset link opened in another browser says so, and a new link is one click away', async ({ page, browser }) => {
  const account = await createAccount({ fullName: 'Otto Other' });
  const link = await requestResetLink(page, account.email);

  // Another browser: a context with nothing stored, so no code verifier.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 360, height: 800 } });
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  const alert = elsewhere.getByRole('alert').filter({ hasText: 'This link could not be used' });
  await expect(alert).toBeVisible();
  await expect(
    alert.getByText('Open the link in the browser where you asked for it, or ask for a new link here.', { exact: false }),
  ).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/auth/);
  await expect(elsewhere.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expectAccessibleInBothThemes(elsewhere, 'the other-browser link message');

  await elsewhere.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await elsewhere.getByLabel('Email').fill(account.email);
  await elsewhere.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(elsewhere.getByText('Reset link sent')).toBeVisible();
  // The new link works in this browser.
  const fresh = (await mailTo(account.email)).findLast((mail) => mail.type === 'recovery');
  expect(fresh!.link).not.toBe(link);
  await elsewhere.goto(fresh!.link);
  await expect(elsewhere.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await other.close();
});

test('a reset link used a second time shows its error, signed out, with the way to ask again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await createAccount({ fullName: 'Twice Tina' });
  const link = await requestResetLink(page, account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The same link again: the auth service refuses it (used), and the session the
  // first use left must not stay beside the error.
  await page.goto(link);
  const alert = page.getByRole('alert').filter({ hasText: 'This link could not be used' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Email link is invalid or has expired')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect(banner.getByText('Twice Tina')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'the used-link message');

  // Keyboard: the request form opens with the focus in its e-mail field.
  await page.getByRole('button', { name: 'Ask for a new link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('/auth when signed in offers to continue or to sign out', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await createAccount({ fullName: 'Sally Signed' });
  await signIn(page, account, '/auth?next=/models');
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText('Signed in as Sally Signed', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'the signed-in /auth');

  // Keyboard: Continue takes the user where they were going.
  await page.getByRole('link', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/models$/);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
