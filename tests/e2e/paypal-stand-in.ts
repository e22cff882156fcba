// A stand-in for PayPal's browser SDK (https://www.paypal.com/sdk/js), served
// through Playwright's routing: no network, and no PayPal window to log in to.
// Like the real one it defines window.paypal.Buttons(options) -> {isEligible,
// render, close}; its one button runs the checkout the way PayPal does after the
// buyer approves: options.createOrder(), then options.onApprove({orderID}). So the
// page, @paypal/react-paypal-js, the functions and the fake PayPal all run for real.
// window.__paypalStandIn = 'cancel' | 'error' makes the next click cancel or fail.
import type { Page, Route } from '@playwright/test';

export const STAND_IN_BUTTON = 'PayPal (stand-in)';

const SDK = `(() => {
  window.paypal = {
    version: '5.0.0-stand-in',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
    Buttons(options) {
      let container = null;
      return {
        isEligible: () => true,
        render(target) {
          container = typeof target === 'string' ? document.querySelector(target) : target;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = ${JSON.stringify(STAND_IN_BUTTON)};
          button.style.cssText = 'width:100%;min-height:45px;border:0;border-radius:4px;background:#ffc439;color:#111;font:600 16px sans-serif;cursor:pointer';
          button.addEventListener('click', async () => {
            const mode = window.__paypalStandIn;
            window.__paypalStandIn = undefined;
            if (mode === 'error') return options.onError && options.onError(new Error('stand-in PayPal failure'));
            let orderID;
            try {
              orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
            } catch (error) {
              return options.onError && options.onError(error);
            }
            if (mode === 'cancel') return options.onCancel && options.onCancel({ orderID });
            await options.onApprove({ orderID, payerID: 'STANDINPAYER', paymentSource: 'paypal' }, {});
          });
          container.appendChild(button);
          return Promise.resolve();
        },
        close() {
          if (container) container.replaceChildren();
          return Promise.resolve();
        },
      };
    },
  };
})();`;

const SDK_URL = 'https://www.paypal.com/sdk/js*';

function serve(route: Route) {
  return route.fulfill({ status: 200, contentType: 'application/javascript', body: SDK });
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
