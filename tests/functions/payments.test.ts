// The payment endpoints over real HTTP, with the real PayPal SDK talking to a fake
// PayPal (PAYPAL_API_BASE) and an in-memory local Supabase: every case a buyer or an
// attacker can cause, and what it leaves in the database.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as captureOrder from '../../netlify/functions/payments-capture-order.mts';
import * as createOrder from '../../netlify/functions/payments-create-order.mts';
import * as webhook from '../../netlify/functions/payments-webhook.mts';
import { startFakePayPal, type FakePayPal } from '../fixtures/fake-paypal.ts';
import { gate } from '../fixtures/gate.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = Awaited<ReturnType<FunctionTestStack['createUser']>>;

const PAYPAL_ENV = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_API_BASE',
  'PAYPAL_TIMEOUT_MS',
  'PAYPAL_ENVIRONMENT',
];

let stack: FunctionTestStack;
let paypal: FakePayPal;

function configurePayPal() {
  Object.assign(process.env, {
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_TIMEOUT_MS: '1500',
  });
}

beforeAll(async () => {
  [stack, paypal] = await Promise.all([startFunctionTestStack([createOrder, captureOrder, webhook]), startFakePayPal()]);
});
beforeEach(() => {
  configurePayPal();
  // Expected failures are logged by the functions; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  for (const name of PAYPAL_ENV) delete process.env[name];
  await Promise.all([stack?.stop(), paypal?.close()]);
});

function post(path: string, user: User | null, body: unknown) {
  return stack.call(path, {
    method: 'POST',
    token: user?.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const create = (user: User, amount: unknown = 149.99, userId = user.id) =>
  post('/api/payments/create-order', user, { user_id: userId, amount });
const capture = (user: User, orderId: string, userId = user.id) =>
  post('/api/payments/capture-order', user, { order_id: orderId, user_id: userId });

async function detail(response: Response) {
  return ((await response.json()) as { detail: string }).detail;
}

async function newOrder(user: User): Promise<string> {
  const response = await create(user);
  expect(response.status).toBe(200);
  const { order_id } = (await response.json()) as { order_id: string };
  expect(order_id).toMatch(/^[A-Z0-9]{1,36}$/);
  return order_id;
}

async function tier(userId: string) {
  const { rows } = await stack.supabase.db.query<{ subscription_status: string }>(
    'select subscription_status from public.profiles where id = $1',
    [userId],
  );
  return rows[0]?.subscription_status;
}

async function payments(userId: string) {
  const { rows } = await stack.supabase.db.query<{
    order_id: string;
    status: string;
    capture_id: string | null;
    amount: string;
    currency: string;
    refunded_amount: string;
  }>(
    'select order_id, status, capture_id, amount::text, currency, refunded_amount::text from public.payments where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

function sendWebhook(event: unknown, headers?: Record<string, string>) {
  const text = JSON.stringify(event);
  return stack.call('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers ?? paypal.signWebhook(text)) },
    body: text,
  });
}

describe('POST /api/payments/create-order', () => {
  it('creates a PayPal order at the server price, bound to the caller, and records it', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    const order = paypal.order(orderId);
    expect(order?.intent).toBe('CAPTURE');
    expect(order?.purchase_units[0]).toMatchObject({ amount: { currency_code: 'USD', value: '149.99' }, custom_id: user.id });
    expect(await payments(user.id)).toEqual([
      { order_id: orderId, status: 'created', capture_id: null, amount: '149.99', currency: 'USD', refunded_amount: '0.00' },
    ]);
    // The price as text is the same price.
    expect((await create(user, '149.99')).status).toBe(200);
  });

  it('refuses an amount that is not the launch price, without asking PayPal', async () => {
    const user = await stack.createUser();
    const before = paypal.createCount;
    for (const amount of [1, 0.99, '149.98', 1499.9, -149.99]) {
      const response = await create(user, amount);
      expect(response.status, String(amount)).toBe(400);
      expect(await detail(response)).toBe('amount must be the launch price, $149.99 (USD).');
    }
    expect((await create(user, { value: 149.99 })).status).toBe(400);
    expect(paypal.createCount).toBe(before);
    expect(await payments(user.id)).toEqual([]);
  });

  it('refuses to buy for somebody else, signed-out callers and PRO users', async () => {
    const [user, other, pro] = await Promise.all([stack.createUser(), stack.createUser(), stack.createUser({ paid: true })]);
    const before = paypal.createCount;
    const forOther = await create(user, 149.99, other.id);
    expect(forOther.status).toBe(403);
    expect(await detail(forOther)).toBe('user_id does not match the signed-in user.');
    expect((await post('/api/payments/create-order', null, { user_id: user.id, amount: 149.99 })).status).toBe(401);
    const already = await create(pro);
    expect(already.status).toBe(409);
    expect(await detail(already)).toBe('Your account is already PRO. Nothing was charged.');
    expect(paypal.createCount).toBe(before);
  });

  it('answers 502 and records nothing when PayPal fails', async () => {
    const user = await stack.createUser();
    paypal.failNextCreate(500);
    const response = await create(user);
    expect(response.status).toBe(502);
    expect(await detail(response)).toBe('PayPal is not answering right now. Nothing was charged; please try again in a minute.');
    expect(await payments(user.id)).toEqual([]);
  });
});

describe('POST /api/payments/capture-order', () => {
  it('captures once, records the capture and makes the buyer PRO; a repeated call only says success', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    const response = await capture(user, orderId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await tier(user.id)).toBe('paid');
    const [row] = await payments(user.id);
    expect(row).toMatchObject({ order_id: orderId, status: 'completed' });
    expect(row?.capture_id).toBe(paypal.order(orderId)?.purchase_units[0]?.payments?.captures?.[0]?.id);

    const again = await capture(user, orderId);
    expect(again.status).toBe(200);
    expect(paypal.captureCount(orderId)).toBe(1);
    expect(paypal.captureRequests(orderId)).toBe(1);
    expect(await payments(user.id)).toHaveLength(1);
    // PRO now: no second purchase.
    expect((await create(user)).status).toBe(409);
  });

  it('makes one PayPal capture for calls that arrive at once', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.setCaptureOutcome(orderId, { delayMs: 300 });
    const responses = await Promise.all([capture(user, orderId), capture(user, orderId), capture(user, orderId)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(paypal.captureCount(orderId)).toBe(1);
    expect(paypal.captureRequests(orderId)).toBe(1);
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(await tier(user.id)).toBe('paid');
  });

  it("refuses another user's order, an unknown order and a foreign user_id, without capturing", async () => {
    const [owner, thief] = await Promise.all([stack.createUser(), stack.createUser()]);
    const orderId = await newOrder(owner);
    const stolen = await capture(thief, orderId);
    expect(stolen.status).toBe(403);
    expect(await detail(stolen)).toBe('This payment does not belong to your account.');
    expect((await capture(thief, 'UNKNOWNORDER123')).status).toBe(403);
    const forOwner = await capture(thief, orderId, owner.id);
    expect(forOwner.status).toBe(403);
    expect(await detail(forOwner)).toBe('user_id does not match the signed-in user.');
    const badId = await capture(owner, 'not-an-order');
    expect(badId.status).toBe(400);
    expect(paypal.captureRequests(orderId)).toBe(0);
    expect(await tier(thief.id)).toBe('free');
    expect(await payments(owner.id)).toEqual([expect.objectContaining({ status: 'created' })]);
  });

  it("refuses an order whose PayPal customId is not the caller's, even if the row says so", async () => {
    const [owner, other] = await Promise.all([stack.createUser(), stack.createUser()]);
    const orderId = await newOrder(owner);
    await stack.supabase.db.query('update public.payments set user_id = $1 where order_id = $2', [other.id, orderId]);
    const response = await capture(other, orderId);
    expect(response.status).toBe(403);
    expect(paypal.captureRequests(orderId)).toBe(0);
    expect(await tier(other.id)).toBe('free');
  });

  it('a declined card (INSTRUMENT_DECLINED) is 402 and the buyer can pay with another source', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.setCaptureOutcome(orderId, 'instrument_declined');
    const declined = await capture(user, orderId);
    expect(declined.status).toBe(402);
    expect(await detail(declined)).toBe(
      'Your payment method was declined. Nothing was charged: please choose another card or PayPal balance in the PayPal window and try again.',
    );
    expect(await tier(user.id)).toBe('free');
    paypal.setCaptureOutcome(orderId, 'completed');
    expect((await capture(user, orderId)).status).toBe(200);
    expect(await tier(user.id)).toBe('paid');
  });

  it('an order the buyer has not approved yet is 409 and can be captured once approved', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.holdApproval(orderId);
    const response = await capture(user, orderId);
    expect(response.status).toBe(409);
    expect(await detail(response)).toBe('PayPal has not approved this payment yet. Please finish it in the PayPal window.');
    expect(await tier(user.id)).toBe('free');
    paypal.approve(orderId);
    expect((await capture(user, orderId)).status).toBe(200);
    expect(paypal.captureCount(orderId)).toBe(1);
  });

  it('a DECLINED capture is 402, marks the payment denied and upgrades nobody', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.setCaptureOutcome(orderId, 'declined');
    const response = await capture(user, orderId);
    expect(response.status).toBe(402);
    expect(await detail(response)).toBe(
      'PayPal declined this payment and nothing was charged. Please start the payment again, with another payment method if you can.',
    );
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'denied' })]);
    expect(await tier(user.id)).toBe('free');
    expect((await capture(user, orderId)).status).toBe(402);
    // A new order can still be paid.
    expect((await capture(user, await newOrder(user))).status).toBe(200);
  });

  it('PayPal 5xx and timeouts are 502, upgrade nobody, and the same order can be captured later', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.setCaptureOutcome(orderId, 'server_error');
    const failed = await capture(user, orderId);
    expect(failed.status).toBe(502);
    expect(await detail(failed)).toBe('PayPal is not answering right now. Nothing was charged; please try again in a minute.');

    // PayPal holds the capture until the test lets it go: only PAYPAL_TIMEOUT_MS can end the call (a missing timeout hangs the test).
    const payPalAnswers = gate();
    paypal.setCaptureOutcome(orderId, { until: payPalAnswers.opened });
    const timedOut = await capture(user, orderId);
    expect(timedOut.status).toBe(502);
    expect(await detail(timedOut)).toBe('PayPal is not answering right now. Nothing was charged; please try again in a minute.');
    // The 502 came while PayPal was still holding the capture: the app gave up, it did not wait.
    expect(paypal.captureCount(orderId)).toBe(0);
    expect(await tier(user.id)).toBe('free');
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'created', capture_id: null })]);

    // PayPal gets to it later; the same order is captured (once) on the next try.
    payPalAnswers.open();
    paypal.setCaptureOutcome(orderId, 'completed');
    expect((await capture(user, orderId)).status).toBe(200);
    expect(paypal.captureCount(orderId)).toBe(1);
    expect(await tier(user.id)).toBe('paid');
  });

  it('refuses a capture PayPal reports for another amount, currency or user', async () => {
    for (const tampered of [{ amount: '1.00' }, { currency: 'EUR' }, { customId: '00000000-0000-4000-8000-000000000000' }]) {
      const user = await stack.createUser();
      const orderId = await newOrder(user);
      paypal.setCaptureOutcome(orderId, tampered);
      const response = await capture(user, orderId);
      expect(response.status, JSON.stringify(tampered)).toBe(422);
      expect(await detail(response)).toMatch(/^PayPal reports a different amount, currency or account/);
      expect(await tier(user.id)).toBe('free');
    }
  });

  it('a PENDING capture is 202 and upgrades only when the webhook completes it', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    paypal.setCaptureOutcome(orderId, 'pending');
    const response = await capture(user, orderId);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      success: false,
      detail:
        'PayPal is still reviewing this payment. Your account becomes PRO as soon as PayPal completes it; you will not be charged twice.',
    });
    expect(await tier(user.id)).toBe('free');

    const completed = paypal.webhookEvent('PAYMENT.CAPTURE.COMPLETED', { ...paypal.captureResource(orderId), status: 'COMPLETED' });
    expect((await sendWebhook(completed)).status).toBe(200);
    expect(await tier(user.id)).toBe('paid');
  });

  it('answers 503 while PayPal is not configured, after the sign-in check', async () => {
    const user = await stack.createUser();
    delete process.env.PAYPAL_CLIENT_SECRET;
    const response = await create(user);
    expect(response.status).toBe(503);
    expect(await detail(response)).toBe('Payments are not configured on this server yet. Nothing was charged; please try again later.');
    expect((await capture(user, 'ORDER123')).status).toBe(503);
    expect((await post('/api/payments/create-order', null, { user_id: user.id, amount: 149.99 })).status).toBe(401);
  });
});

describe('POST /api/payments/webhook', () => {
  it('completes an approved order whose capture call never arrived, once', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    const event = paypal.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypal.completeWithoutCapture(orderId));
    const response = await sendWebhook(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await tier(user.id)).toBe('paid');
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
    // The tab comes back: success, without another capture.
    expect((await capture(user, orderId)).status).toBe(200);
    expect(paypal.captureCount(orderId)).toBe(1);
    expect(paypal.captureRequests(orderId)).toBe(0);
  });

  it('refuses forged, altered and unsigned events', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    const event = paypal.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypal.completeWithoutCapture(orderId));
    const text = JSON.stringify(event);
    const signed = paypal.signWebhook(text);

    const altered = JSON.stringify({ ...event, resource: { ...event.resource, amount: { currency_code: 'USD', value: '1.00' } } });
    const responses = [
      await stack.call('/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed },
        body: altered,
      }),
      await sendWebhook(event, { ...signed, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') }),
      await sendWebhook(event, {}),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect(await detail(response)).toBe('This webhook could not be verified with PayPal, so it was ignored.');
    }
    expect(await tier(user.id)).toBe('free');
    const { rows } = await stack.supabase.db.query('select 1 from public.paypal_webhook_events where event_id = $1', [event.id]);
    expect(rows).toEqual([]);
  });

  it('a full refund sets the buyer back to free once; a replay changes nothing', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    expect((await capture(user, orderId)).status).toBe(200);

    const partial = paypal.webhookEvent('PAYMENT.CAPTURE.REFUNDED', paypal.refundResource(orderId, '49.99'));
    expect((await sendWebhook(partial)).status).toBe(200);
    expect((await sendWebhook(partial)).status).toBe(200);
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'completed', refunded_amount: '49.99' })]);
    expect(await tier(user.id)).toBe('paid');

    const rest = paypal.webhookEvent('PAYMENT.CAPTURE.REFUNDED', paypal.refundResource(orderId, '100.00'));
    expect((await sendWebhook(rest)).status).toBe(200);
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'refunded', refunded_amount: '149.99' })]);
    expect(await tier(user.id)).toBe('free');

    const refunded = await capture(user, orderId);
    expect(refunded.status).toBe(409);
    expect(await detail(refunded)).toBe(
      'This payment was refunded or reversed, so it no longer makes your account PRO. Please start a new payment or contact support.',
    );
    expect(await tier(user.id)).toBe('free');
  });

  it('a reversal ends PRO; a denial marks a waiting order; unknown types are acknowledged', async () => {
    const [buyer, waiting] = await Promise.all([stack.createUser(), stack.createUser()]);
    const paidOrder = await newOrder(buyer);
    expect((await capture(buyer, paidOrder)).status).toBe(200);
    const reversal = paypal.webhookEvent('PAYMENT.CAPTURE.REVERSED', { ...paypal.captureResource(paidOrder), status: 'REVERSED' });
    expect((await sendWebhook(reversal)).status).toBe(200);
    expect(await tier(buyer.id)).toBe('free');
    expect(await payments(buyer.id)).toEqual([expect.objectContaining({ status: 'reversed' })]);

    const waitingOrder = await newOrder(waiting);
    const denial = paypal.webhookEvent('PAYMENT.CAPTURE.DENIED', { ...paypal.completeWithoutCapture(waitingOrder), status: 'DECLINED' });
    expect((await sendWebhook(denial)).status).toBe(200);
    expect(await payments(waiting.id)).toEqual([expect.objectContaining({ status: 'denied' })]);
    expect(await tier(waiting.id)).toBe('free');

    const unknown = paypal.webhookEvent('CHECKOUT.ORDER.APPROVED', { id: waitingOrder });
    expect((await sendWebhook(unknown)).status).toBe(200);
    const { rows } = await stack.supabase.db.query<{ outcome: string }>(
      'select outcome from public.paypal_webhook_events where event_id = $1',
      [unknown.id],
    );
    expect(rows).toEqual([{ outcome: 'ignored' }]);
  });

  it('a reversal that carries a refund-shaped resource finds its capture through the "up" link', async () => {
    const user = await stack.createUser();
    const orderId = await newOrder(user);
    expect((await capture(user, orderId)).status).toBe(200);
    const reversal = paypal.webhookEvent('PAYMENT.CAPTURE.REVERSED', {
      ...paypal.refundResource(orderId),
      note_to_payer: 'Payment reversed',
    });
    expect((await sendWebhook(reversal)).status).toBe(200);
    expect(await payments(user.id)).toEqual([expect.objectContaining({ status: 'reversed' })]);
    expect(await tier(user.id)).toBe('free');
  });

  it('answers 503 without a webhook id, so PayPal retries later', async () => {
    delete process.env.PAYPAL_WEBHOOK_ID;
    const event = paypal.webhookEvent('CHECKOUT.ORDER.APPROVED', { id: 'X' });
    const response = await sendWebhook(event);
    expect(response.status).toBe(503);
    expect(await detail(response)).toBe('PayPal webhooks are not configured on this server (PAYPAL_WEBHOOK_ID is missing).');
  });
});
