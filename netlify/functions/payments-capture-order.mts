import type { Config } from '@netlify/functions';
import { CaptureOrderRequestSchema } from '#domain/payment-contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { captureProOrder, PENDING } from '../lib/payments/capture.ts';
import { requirePayPal } from '../lib/payments/paypal-client.ts';

// Completes a PRO purchase after the buyer approved it in PayPal's window; the
// checks and the once-only capture are in ../lib/payments/capture.ts.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('payments', user.id);
  const body = await parseBody(req, CaptureOrderRequestSchema);
  requireCallerUserId(user, body.user_id);
  const paypal = requirePayPal();
  const result = await captureProOrder(paypal, body.order_id, user.id);
  return result === 'completed' ? json({ success: true }) : json({ success: false, detail: PENDING }, 202);
});

export const config: Config = { path: '/api/payments/capture-order' };
