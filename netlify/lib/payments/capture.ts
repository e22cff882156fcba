// Capturing a PRO order. The order must be the caller's (the recorded row and
// PayPal's customId); PayPal is asked to capture at most once per order, however
// many calls arrive (a capture lease in the database, and a request id PayPal
// uses to answer a retry with the first result); the user becomes PRO only when
// PayPal reports the capture COMPLETED for exactly the price, currency and user.
import type { Order } from '@paypal/paypal-server-sdk';
import { CURRENCY, launchPriceValue } from '#domain/pricing.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { ordersApi, type ConfiguredPayPal } from './paypal-client.ts';
import {
  CAPTURE_DENIED,
  CARD_DECLINED,
  MISMATCH,
  NOT_APPROVED,
  NOT_YOURS,
  paypalFailure,
  paypalIssues,
  paypalStatus,
} from './paypal-errors.ts';

export type CaptureResult = 'completed' | 'pending';

export const STILL_PROCESSING = 'This payment is still being processed. Please reload the page in a minute; you will not be charged twice.';
export const PENDING =
  'PayPal is still reviewing this payment. Your account becomes PRO as soon as PayPal completes it; you will not be charged twice.';
export const REFUNDED =
  'This payment was refunded or reversed, so it no longer makes your account PRO. Please start a new payment or contact support.';

const POLL_MS = 150;

async function paymentRow(orderId: string) {
  const { data, error } = await serviceClient().from('payments').select('user_id, status').eq('order_id', orderId).maybeSingle();
  if (error) throw new Error(`payment lookup failed: ${error.code ?? ''} ${error.message}`);
  return data;
}

/** Answers for an order that is no longer waiting for its capture. */
function settled(status: string): CaptureResult {
  if (status === 'completed') return 'completed';
  if (status === 'denied') throw new HttpError(402, CAPTURE_DENIED);
  throw new HttpError(409, REFUNDED);
}

/**
 * Captures `orderId` for `userId`. Concurrent calls for one order: the one that
 * takes the lease talks to PayPal, the others wait for its outcome (or take the
 * lease over when it gave up, e.g. after a PayPal timeout).
 */
export async function captureProOrder(paypal: ConfiguredPayPal, orderId: string, userId: string): Promise<CaptureResult> {
  const leaseSeconds = paypal.captureLeaseSeconds;
  const deadline = Date.now() + leaseSeconds * 1000 + 5_000;
  for (;;) {
    const row = await paymentRow(orderId);
    if (!row || row.user_id !== userId) throw new HttpError(403, NOT_YOURS);
    if (row.status !== 'created') return settled(row.status);
    const { data: claimed, error } = await serviceClient().rpc('claim_payment_capture', {
      p_order_id: orderId,
      p_lease_seconds: leaseSeconds,
    });
    if (error) throw new Error(`capture lease failed: ${error.code ?? ''} ${error.message}`);
    if (claimed) {
      try {
        return await captureWithPayPal(paypal, orderId, userId);
      } finally {
        // complete_payment and deny_payment clear it too; this covers every failure.
        // A release that fails is logged: the lease then ends on its own after leaseSeconds.
        const { error: releaseError } = await serviceClient().rpc('release_payment_capture', { p_order_id: orderId });
        if (releaseError)
          console.error(
            `[payments] the capture lease of ${orderId} could not be released: ${releaseError.code ?? ''} ${releaseError.message}`,
          );
      }
    }
    if (Date.now() > deadline) throw new HttpError(409, STILL_PROCESSING);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function captureWithPayPal(paypal: ConfiguredPayPal, orderId: string, userId: string): Promise<CaptureResult> {
  const orders = ordersApi(paypal);
  let order: Order;
  try {
    order = (await orders.getOrder({ id: orderId })).result;
  } catch (error) {
    if (paypalStatus(error) === 404) throw new HttpError(403, NOT_YOURS);
    throw paypalFailure('get order', error);
  }
  const unit = order.purchaseUnits?.[0];
  if (unit?.customId !== userId) throw new HttpError(403, NOT_YOURS);
  if (unit.amount?.value !== launchPriceValue() || unit.amount.currencyCode !== CURRENCY) return refuseMismatch(orderId, 'order amount');

  if (order.status !== 'COMPLETED') {
    try {
      // The same request id on every attempt: PayPal answers a retry with the first capture.
      order = (await orders.captureOrder({ id: orderId, paypalRequestId: `capture-${orderId}`, prefer: 'return=representation' })).result;
    } catch (error) {
      const issues = paypalIssues(error);
      if (issues.includes('INSTRUMENT_DECLINED')) throw new HttpError(402, CARD_DECLINED);
      if (issues.includes('ORDER_NOT_APPROVED') || issues.includes('PAYER_ACTION_REQUIRED')) throw new HttpError(409, NOT_APPROVED);
      if (!issues.includes('ORDER_ALREADY_CAPTURED')) throw paypalFailure('capture', error);
      try {
        order = (await orders.getOrder({ id: orderId })).result;
      } catch (lookupError) {
        throw paypalFailure('get order', lookupError);
      }
    }
  }
  return recordCapture(order, orderId, userId);
}

async function recordCapture(order: Order, orderId: string, userId: string): Promise<CaptureResult> {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id) throw paypalFailure('capture', new Error(`order ${order.status ?? 'without status'} has no capture`));
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    await rpcText('deny_payment', { p_order_id: orderId, p_capture_id: capture.id });
    throw new HttpError(402, CAPTURE_DENIED);
  }
  if (capture.amount?.value !== launchPriceValue() || capture.amount.currencyCode !== CURRENCY || capture.customId !== userId) {
    return refuseMismatch(orderId, 'capture');
  }
  // PENDING (e.g. an eCheck or a review): the webhook completes it later.
  if (capture.status === 'PENDING') return 'pending';
  if (capture.status !== 'COMPLETED' || order.status !== 'COMPLETED') {
    throw paypalFailure('capture', new Error(`order ${order.status ?? '?'} with capture ${capture.status ?? '?'}`));
  }
  return settled(await rpcText('complete_payment', { p_order_id: orderId, p_capture_id: capture.id }));
}

function refuseMismatch(orderId: string, what: string): never {
  console.error(`[payments] ${what} of order ${orderId} does not match the recorded price, currency or user; not upgraded`);
  throw new HttpError(422, MISMATCH);
}

async function rpcText(name: 'complete_payment' | 'deny_payment', args: { p_order_id: string; p_capture_id: string }): Promise<string> {
  const { data, error } = await serviceClient().rpc(name, args);
  if (error || typeof data !== 'string') throw new Error(`${name} failed: ${error?.code ?? ''} ${error?.message ?? 'no answer'}`);
  return data;
}
