// Wire shapes of the two payment calls the upgrade page makes (docs/api.md,
// "Payments"). The price itself is never the browser's to decide: the server
// checks `amount` against src/domain/pricing.ts and charges that constant.
import * as v from 'valibot';

const USER_ID = v.pipe(v.string('user_id must be text.'), v.nonEmpty('user_id is required.'), v.maxLength(100));

/** PayPal order ids are 1 to 36 upper-case letters and digits. */
export const ORDER_ID_PATTERN = /^[A-Z0-9]{1,36}$/;

export const CreateOrderRequestSchema = v.object({
  user_id: USER_ID,
  amount: v.union([v.number(), v.string()], 'amount must be the price, as a number.'),
});
export type CreateOrderRequest = v.InferInput<typeof CreateOrderRequestSchema>;

export const CreateOrderResponseSchema = v.object({ order_id: v.pipe(v.string(), v.regex(ORDER_ID_PATTERN)) });
export type CreateOrderResponse = v.InferOutput<typeof CreateOrderResponseSchema>;

export const CaptureOrderRequestSchema = v.object({
  order_id: v.pipe(v.string('order_id must be text.'), v.regex(ORDER_ID_PATTERN, 'order_id is not a PayPal order id.')),
  user_id: USER_ID,
});
export type CaptureOrderRequest = v.InferInput<typeof CaptureOrderRequestSchema>;

/**
 * 200 `{success: true}`: the user is PRO. 202 `{success: false, detail}`: PayPal
 * holds the payment for review (pending); the webhook makes the user PRO later.
 */
export const CaptureOrderResponseSchema = v.union([
  v.object({ success: v.literal(true) }),
  v.object({ success: v.literal(false), detail: v.string() }),
]);
export type CaptureOrderResponse = v.InferOutput<typeof CaptureOrderResponseSchema>;

/** payments.status: what PayPal last said of the order. Only `completed` makes a user PRO. */
export const PAYMENT_STATUSES = ['created', 'completed', 'denied', 'refunded', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
