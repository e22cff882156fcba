// Serves the stand-in of PayPal's browser SDK (tests/fixtures/paypal-sdk-stand-in.ts)
// through Playwright's routing, in place of https://www.paypal.com/sdk/js: no network
// and no PayPal window to log in to.
import type { Page, Route } from '@playwright/test';
import { PAYPAL_SDK_STAND_IN } from '../fixtures/paypal-sdk-stand-in.ts';

export { STAND_IN_BUTTON } from '../fixtures/paypal-sdk-stand-in.ts';

const SDK_URL = 'https://www.paypal.com/sdk/js*';

function serve(route: Route) {
  return route.fulfill({ status: 200, contentType: 'application/javascript', body: PAYPAL_SDK_STAND_IN });
}

/** Serves the stand-in for every load of PayPal's SDK on this page. */
export async function routePayPalSdk(page: Page): Promise<void> {
  await page.route(SDK_URL, serve);
}

/** Fails PayPal's SDK (as a blocker or no network would) until `serve()` is called. */
export async function routePayPalSdkFailing(page: Page): Promise<{ serve(): Promise<void> }> {
  await page.route(SDK_URL, (route) => route.abort('blockedbyclient'));
  return {
    async serve() {
      await page.unroute(SDK_URL);
      await routePayPalSdk(page);
    },
  };
}

/** Holds PayPal's SDK back until `release()`, to see the loading state. */
export async function routePayPalSdkHeld(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SDK_URL, async (route) => {
    await released;
    await serve(route);
  });
  return { release };
}
