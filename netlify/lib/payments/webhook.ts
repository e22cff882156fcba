// PayPal webhooks (POST /api/payments/webhook): each event is checked with
// PayPal's verify-webhook-signature call (the SDK has no webhook support), then
// applied once by event id in the database (apply_paypal_webhook_event in
// supabase/migrations/20261122000100_payments.sql), which compares it with the
// recorded order before it changes a payment or a user's tier.
import { messageOf } from '#domain/error-message.ts';
import * as v from 'valibot';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { paypalPost, type ConfiguredPayPal } from './paypal-client.ts';

const MONEY = v.looseObject({ value: v.pipe(v.string(), v.regex(/^\d{1,10}(\.\d{1,2})?$/)), currency_code: v.string() });

/** The parts of a PAYMENT.CAPTURE.* event the app reads; everything else is kept as received. */
export const WebhookEventSchema = v.looseObject({
  id: v.pipe(v.string('id must be text.'), v.nonEmpty('id is required.'), v.maxLength(200)),
  event_type: v.pipe(v.string('event_type must be text.'), v.nonEmpty('event_type is required.'), v.maxLength(200)),
  resource: v.optional(
    v.looseObject({
      id: v.optional(v.string()),
      amount: v.optional(MONEY),
      custom_id: v.optional(v.string()),
      supplementary_data: v.optional(v.looseObject({ related_ids: v.optional(v.looseObject({ order_id: v.optional(v.string()) })) })),
      links: v.optional(v.array(v.looseObject({ href: v.string(), rel: v.string() }))),
    }),
  ),
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export const NOT_VERIFIED = 'This webhook could not be verified with PayPal, so it was ignored.';
export const WEBHOOK_NOT_CONFIGURED = 'PayPal webhooks are not configured on this server (PAYPAL_WEBHOOK_ID is missing).';

/**
 * Asks PayPal whether the event was signed by PayPal for this app's webhook. The
 * event goes back exactly as it was received (`eventText`): a re-serialized event
 * can fail verification.
 */
export async function verifyWebhook(paypal: ConfiguredPayPal, headers: Headers, eventText: string): Promise<void> {
  if (!paypal.webhookId) throw new HttpError(503, WEBHOOK_NOT_CONFIGURED);
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headers.get(header);
    if (!value) throw new HttpError(400, NOT_VERIFIED);
    fields[field] = value;
  }
  const prefix = JSON.stringify({ ...fields, webhook_id: paypal.webhookId });
  let answer: unknown;
  try {
    answer = await paypalPost(paypal, '/v1/notifications/verify-webhook-signature', `${prefix.slice(0, -1)},"webhook_event":${eventText}}`);
  } catch (error) {
    // PayPal retries an event that was not acknowledged: answer so that it does.
    console.error(`[payments] webhook verification call failed: ${messageOf(error, String(error))}`);
    throw new HttpError(502, 'PayPal could not be reached to verify this webhook; it will be retried.');
  }
  const status = typeof answer === 'object' && answer !== null && 'verification_status' in answer ? answer.verification_status : undefined;
  if (status !== 'SUCCESS') throw new HttpError(400, NOT_VERIFIED);
}

/**
 * The capture an event is about. A refund (REFUNDED, and a REVERSED event carrying
 * a refund-shaped resource) links its capture as rel "up" (…/v2/payments/captures/<id>);
 * otherwise the resource is the capture itself.
 */
function captureIdOf(event: WebhookEvent): string | undefined {
  const up = event.resource?.links?.find((link) => link.rel === 'up')?.href;
  const linked = up ? /\/v2\/payments\/captures\/([A-Za-z0-9]+)\/?$/.exec(up)?.[1] : undefined;
  return linked ?? event.resource?.id;
}

/** Applies a verified event once; what it did ('applied', 'duplicate', 'ignored', 'unknown order', 'mismatch', 'already …'). */
export async function applyWebhookEvent(event: WebhookEvent): Promise<string> {
  const resource = event.resource;
  // A fact the event lacks is left out, and is null in the database function.
  const { data, error } = await serviceClient().rpc('apply_paypal_webhook_event', {
    p_event_id: event.id,
    p_event_type: event.event_type,
    p_order_id: resource?.supplementary_data?.related_ids?.order_id,
    p_capture_id: captureIdOf(event),
    p_amount: resource?.amount ? Number(resource.amount.value) : undefined,
    p_currency: resource?.amount?.currency_code,
    p_custom_id: resource?.custom_id,
  });
  if (error || typeof data !== 'string') throw new Error(`webhook event failed: ${error?.code ?? ''} ${error?.message ?? 'no answer'}`);
  return data;
}
