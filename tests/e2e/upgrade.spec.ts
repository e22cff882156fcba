// /upgrade in Chromium against the real stack: the page, @paypal/react-paypal-js
// with a stand-in of PayPal's browser SDK, the payment functions, the real PayPal
// SDK on the server and the fake PayPal (see global-setup).
import type { Page } from '@playwright/test';
import { PRO_PLAN } from '../../src/domain/plans.ts';
import { atDesktopWidth, horizontalOverflow, seriousViolations, switchTheme } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test, type TestAccount } from './fixtures.ts';
import { routePayPalSdk, routePayPalSdkFailing, routePayPalSdkHeld, STAND_IN_BUTTON } from './paypal-stand-in.ts';

const payButton = (page: Page) => page.getByRole('button', { name: STAND_IN_BUTTON });

async function seedPayment(account: TestAccount, captureId: string) {
  const { error } = await serviceClient()
    .from('payments')
    .insert({
      user_id: account.id,
      order_id: `SEED${Date.now().toString(36).toUpperCase()}`,
      amount: 149.99,
      currency: 'USD',
      status: 'completed',
      capture_id: captureId,
      captured_at: '2026-11-20T10:00:00Z',
    });
  if (error) throw error;
}

test.describe('upgrade page', () => {
  test('signed out: the price, the features and a way to sign in; no PayPal', async ({ page }) => {
    const paypalRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('paypal.com')) paypalRequests.push(request.url());
    });
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to PRO' })).toBeVisible();
    await expect(page.getByText('One-time payment, lifetime access')).toBeVisible();
    await expect(page.getByText('$149.99', { exact: true })).toBeVisible();
    await expect(page.locator('s')).toHaveText('Regular price $599.00');
    await expect(page.getByText('Save $449.01')).toBeVisible();
    await expect(page.getByText('Answers from GPT-4, Claude 3 and Gemini Pro side by side, merged into one with AI')).toBeVisible();
    await expect(page.getByText('Complete Your Purchase')).toHaveCount(0);
    const signInLink = page.getByRole('link', { name: 'Sign In / Sign Up' });
    await expect(signInLink).toHaveAttribute('href', '/auth');
    await signInLink.click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(paypalRequests).toEqual([]);
  });

  test('a free user buys PRO with PayPal: order, approval, capture, reload, PRO and the receipt', async ({ page }) => {
    const account = await createAccount();
    await routePayPalSdk(page);
    // The page's clock, to skip the 2 s the page waits after a payment before it reloads.
    await page.clock.install();
    await signIn(page, account, '/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to PRO' })).toBeVisible();
    for (const text of [
      'One-time payment, lifetime access',
      'Limited Time Launch Special - 75% OFF!',
      'No monthly fees. Pay once, own forever.',
      'Only 100 spots available at this price!',
      'Save $449.01',
      'Secure payment via PayPal',
      'Instant activation',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
    await expect(page.getByText('PayPal integration is being configured. Please check back soon!')).toHaveCount(0);
    // The first five features next to the price, all of them below (src/domain/plans.ts).
    await expect(page.getByRole('list', { name: 'PRO highlights' }).getByRole('link')).toHaveText(PRO_PLAN.slice(0, 5).map((f) => f.label));
    await expect(page.getByRole('list', { name: 'Everything in PRO' }).getByRole('link')).toHaveText(PRO_PLAN.map((f) => f.label));
    await expect(page.getByText('Answers from GPT-4, Claude 3 and Gemini Pro side by side, merged into one with AI')).toHaveCount(2);
    await expect(page.getByText('Any number of saved sites in My Sites')).toHaveCount(1);
    // Everything listed is built: nothing says Soon, promises what is not there, or rounds a count up.
    await expect(page.getByRole('main')).not.toContainText(/\bSoon\b|unlimited|\d\+/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade', exact: true })).toBeVisible();

    await payButton(page).click();
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account has been upgraded to PRO')).toBeVisible();
    // The page reloads on its own after two seconds.
    await page.clock.fastForward(2_000);
    await expect(page.getByRole('heading', { level: 1, name: "You're Already PRO!" })).toBeVisible();
    await expect(page.getByText('Enjoy all premium features')).toBeVisible();
    await expect(page.getByRole('banner').getByText('PRO', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);

    const { data } = await serviceClient().from('payments').select('status, capture_id, amount').eq('user_id', account.id).single();
    expect(data).toMatchObject({ status: 'completed', amount: 149.99 });
    await expect(page.getByText('PayPal transaction ID')).toBeVisible();
    await expect(page.getByText(data!.capture_id!, { exact: true })).toBeVisible();
    const profile = await serviceClient().from('profiles').select('subscription_status').eq('id', account.id).single();
    expect(profile.data?.subscription_status).toBe('paid');
  });

  test('while PayPal loads a placeholder holds the place; a blocked script says so and Retry loads it', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/paypal\.com\/sdk\/js|Failed to load resource/);
    const held = await routePayPalSdkHeld(page);
    await signIn(page, await createAccount(), '/upgrade');
    await expect(page.locator('[aria-busy="true"]').getByText('Loading PayPal…')).toBeAttached();
    held.release();
    await expect(payButton(page)).toBeVisible();

    await page.unrouteAll();
    const failing = await routePayPalSdkFailing(page);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: "PayPal's payment buttons could not load." })).toBeVisible();
    await expect(
      page.getByText('Check your connection, or allow paypal.com in your ad or script blocker, then try again. Nothing was charged.'),
    ).toBeVisible();
    await failing.serve();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(payButton(page)).toBeVisible();
  });

  test('an order the server refuses says the payment could not start; a PayPal failure says Payment Error', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const account = await createAccount();
    await routePayPalSdk(page);
    await signIn(page, account, '/upgrade');
    await expect(payButton(page)).toBeVisible();

    await page.evaluate(() => ((window as unknown as { __paypalStandIn?: string }).__paypalStandIn = 'error'));
    await payButton(page).click();
    await expect(page.getByText('Payment Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Please contact support', { exact: true })).toBeVisible();

    // PRO in the meantime (another tab paid): the server refuses a second purchase.
    await serviceClient().from('profiles').update({ subscription_status: 'paid' }).eq('id', account.id);
    await payButton(page).click();
    await expect(page.getByText('Payment could not start', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account is already PRO. Nothing was charged.')).toBeVisible();
    const { data } = await serviceClient().from('payments').select('order_id').eq('user_id', account.id);
    expect(data).toEqual([]);

    await page.evaluate(() => ((window as unknown as { __paypalStandIn?: string }).__paypalStandIn = 'cancel'));
    await serviceClient().from('profiles').update({ subscription_status: 'free' }).eq('id', account.id);
    await payButton(page).click();
    await expect(page.getByText('Payment cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('Nothing was charged. You can pay whenever you are ready.')).toBeVisible();
  });

  test('a PRO user sees the thank-you; the receipt only when there is a payment', async ({ page }) => {
    const granted = await createAccount({ paid: true });
    await signIn(page, granted, '/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: "You're Already PRO!" })).toBeVisible();
    await expect(page.getByText('Enjoy all premium features')).toBeVisible();
    await expect(page.getByText('Everything you have')).toBeVisible();
    await expect(page.getByText('PayPal transaction ID')).toHaveCount(0);
    await expect(page.getByText('Complete Your Purchase')).toHaveCount(0);

    const buyer = await createAccount({ paid: true });
    await seedPayment(buyer, 'SEEDCAPTURE12345');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, buyer, '/upgrade');
    await expect(page.getByText('PayPal transaction ID')).toBeVisible();
    await expect(page.getByText('SEEDCAPTURE12345', { exact: true })).toBeVisible();
    await expect(page.getByText('November 20, 2026')).toBeVisible();
    await expect(page.getByText('$149.99 USD')).toBeVisible();
  });

  test('every variant has no serious accessibility violation at 360 px and at desktop width, dark and light', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 800 });
    await routePayPalSdk(page);
    const checks = async (name: string) => {
      expect(await seriousViolations(page), name).toEqual([]);
      expect(await horizontalOverflow(page), `${name} is wider than the screen`).toBeLessThanOrEqual(0);
    };

    // each variant is scanned in the theme it opens in, then in the other one
    await page.goto('/upgrade');
    await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
    await checks('signed out, dark');
    await switchTheme(page, 'light');
    await checks('signed out, light');

    const free = await createAccount();
    await signIn(page, free, '/upgrade');
    await expect(payButton(page)).toBeVisible();
    await checks('offer, light');
    await switchTheme(page, 'dark');
    await checks('offer, dark');
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'offer, dark, desktop').toEqual([]);

    await serviceClient().from('profiles').update({ subscription_status: 'paid' }).eq('id', free.id);
    const captureId = 'AXECAPTURE1';
    await seedPayment(free, captureId);
    await page.reload();
    await expect(page.getByText(captureId, { exact: true })).toBeVisible();
    await checks('PRO, dark');
    await switchTheme(page, 'light');
    await checks('PRO, light');
    expect(await atDesktopWidth(page, () => seriousViolations(page)), 'PRO, light, desktop').toEqual([]);
  });
});
