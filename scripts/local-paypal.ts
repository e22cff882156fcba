// `npm start` without PayPal keys: a local test PayPal, so a newcomer can buy PRO
// offline. The functions' real PayPal SDK talks to the fake PayPal of the tests
// (PAYPAL_API_BASE), and the upgrade page loads a stand-in of PayPal's browser SDK
// from the dev server (VITE_PAYPAL_SDK_URL, honoured only in development) whose
// button approves at once. No real money moves; with PAYPAL_CLIENT_ID set (in the
// environment or an env file) none of this starts and PayPal's sandbox is used.
import type { Plugin } from 'vite';
import { startFakePayPal } from '../tests/fixtures/fake-paypal.ts';
import { PAYPAL_SDK_STAND_IN } from '../tests/fixtures/paypal-sdk-stand-in.ts';

export const LOCAL_PAYPAL_SDK_PATH = '/local-paypal/sdk/js';

export interface LocalPayPal {
  /** The variables the functions and the page need; set before the dev server starts. */
  env: Record<string, string>;
  /** Serves the stand-in SDK at LOCAL_PAYPAL_SDK_PATH. */
  plugin: Plugin;
  close(): Promise<void>;
}

export async function startLocalPayPal(): Promise<LocalPayPal> {
  const paypal = await startFakePayPal({ clientId: 'local-test-paypal' });
  return {
    env: {
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_ENVIRONMENT: 'sandbox',
      PAYPAL_API_BASE: paypal.url,
      VITE_PAYPAL_CLIENT_ID: paypal.clientId,
      VITE_PAYPAL_SDK_URL: LOCAL_PAYPAL_SDK_PATH,
    },
    plugin: {
      name: 'local-paypal-sdk',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          if (!req.url?.startsWith(LOCAL_PAYPAL_SDK_PATH)) return next();
          res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
          res.end(PAYPAL_SDK_STAND_IN);
        });
      },
    },
    close: () => paypal.close(),
  };
}
