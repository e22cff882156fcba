// Account-level paths: the sign-up link opens the Sign Up tab, the terms and privacy
// pages, and deleting an account (and every row of it).
import { atDesktopWidth, horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test } from './fixtures.ts';

test('Sign Up FREE - No Credit Card opens the Sign Up tab; the tab is in the address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up FREE - No Credit Card' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await page.goBack();
  await page.goto('/auth?tab=signup');
  await expect(page.getByLabel('Full Name')).toBeVisible();
});

test('the terms and the privacy policy are real pages linked from sign-up', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/one-time payment, made through PayPal/)).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['What we store', 'Where it is kept and who processes it', 'Deleting your account and your data']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Supabase hosts the database/)).toBeVisible();
  await expect(page.getByText(/PayPal processes the PRO payment/)).toBeVisible();
});

test('terms, privacy and the delete dialog have no serious accessibility violation at 360 px and at desktop width, dark and light', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Each screen is scanned in the theme it opens in, then in the other one.
  const themes = { '/terms': ['dark', 'light'], '/privacy': ['light', 'dark'] } as const;
  for (const [path, [first, second]] of Object.entries(themes)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), `${path} ${first}`).toEqual([]);
    expect(await horizontalOverflow(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    await switchTheme(page, second);
    expect(await seriousViolations(page), `${path} ${second}`).toEqual([]);
    expect(await atDesktopWidth(page, () => seriousViolations(page)), `${path} ${second}, desktop`).toEqual([]);
  }
  await signIn(page, await createAccount());
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  for (const theme of ['dark', 'light'] as const) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page), `delete dialog ${theme}`).toEqual([]);
    if (theme === 'light') {
      expect(await atDesktopWidth(page, () => seriousViolations(page)), 'delete dialog light, desktop').toEqual([]);
      break;
    }
    // the modal dialog closes before the top bar's theme toggle can be pressed
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await switchTheme(page, 'light');
  }
});

test('deleting an account asks first, then removes the account and every row of it', async ({ page, consoleGuard }) => {
  // supabase-js ends the local session with a logout call that GoTrue refuses (403,
  // the user no longer exists) and then forgets the session anyway; Chromium logs the 403.
  consoleGuard.allow(/status of 403/);
  const account = await createAccount({ paid: true });
  const admin = serviceClient();
  expect((await admin.from('chat_sessions').insert({ user_id: account.id, id: 'plans', title: 'Plans' })).error).toBeNull();
  const order = `DEL${Date.now().toString(36).toUpperCase()}`;
  expect(
    (await admin.from('payments').insert({ user_id: account.id, order_id: order, amount: 149.99, currency: 'USD', status: 'completed' }))
      .error,
  ).toBeNull();
  await signIn(page, account);

  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(account.email)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
  expect((await admin.auth.admin.getUserById(account.id)).data.user?.id).toBe(account.id);

  await menu.click();
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('Your account and all of its data were removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const left = await Promise.all([
    admin.from('profiles').select('id').eq('id', account.id),
    admin.from('chat_sessions').select('id').eq('user_id', account.id),
    admin.from('payments').select('id').eq('user_id', account.id),
    admin.from('usage_counters').select('kind').eq('user_id', account.id),
  ]);
  expect(left.map(({ data, error }) => ({ data, error }))).toEqual(Array(4).fill({ data: [], error: null }));
  expect((await admin.auth.admin.getUserById(account.id)).data.user).toBeNull();
});
