import type { Config } from '@netlify/functions';
import { CreateOrderRequestSchema, type CreateOrderResponse } from '#domain/payment-contract.ts';
import { CURRENCY, LAUNCH_PRICE, formatUsd } from '#domain/pricing.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { createProOrder } from '../lib/payments/orders.ts';
import { requirePayPal } from '../lib/payments/paypal-client.ts';
import { loadProfile } from '../lib/profile.ts';

// Starts a PRO purchase: the caller, the server's own price (the browser's amount
// is only checked against it), not PRO yet, then a PayPal order bound to the caller.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('payments', user.id);
  const body = await parseBody(req, CreateOrderRequestSchema);
  requireCallerUserId(user, body.user_id);
  if (Number(body.amount) !== LAUNCH_PRICE) {
    throw new HttpError(400, `amount must be the launch price, ${formatUsd(LAUNCH_PRICE)} (${CURRENCY}).`);
  }
  const profile = await loadProfile(user.id);
  if (profile.subscription_status === 'paid') throw new HttpError(409, 'Your account is already PRO. Nothing was charged.');
  const paypal = requirePayPal();
  return json({ order_id: await createProOrder(paypal, user.id) } satisfies CreateOrderResponse);
});

export const config: Config = { path: '/api/payments/create-order' };
