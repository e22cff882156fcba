import type { Config } from '@netlify/functions';
import { parseBodyWithText } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { requirePayPal } from '../lib/payments/paypal-client.ts';
import { applyWebhookEvent, verifyWebhook, WebhookEventSchema } from '../lib/payments/webhook.ts';

// PayPal's notifications about captures (completed, denied, refunded, reversed).
// Nothing is trusted before PayPal verifies the signature; each event applies once.
export default endpoint(['POST'], async (req, context) => {
  await enforceIpRate(req, context);
  const paypal = requirePayPal();
  const { body: event, text } = await parseBodyWithText(req, WebhookEventSchema);
  await verifyWebhook(paypal, req.headers, text);
  const outcome = await applyWebhookEvent(event);
  console.log(`[payments] webhook ${event.id} ${event.event_type}: ${outcome}`);
  return json({ received: true });
});

export const config: Config = { path: '/api/payments/webhook' };
