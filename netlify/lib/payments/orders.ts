// Creating the PRO order: the price is the server's constant, the order is bound
// to the paying user (customId), and the row that later authorizes its capture is
// recorded before the browser ever sees the order id.
import { randomUUID } from 'node:crypto';
import { CheckoutPaymentIntent } from '@paypal/paypal-server-sdk';
import { ORDER_ID_PATTERN } from '#domain/payment-contract.ts';
import { CURRENCY, LAUNCH_PRICE, launchPriceValue } from '#domain/pricing.ts';
import { serviceClient } from '../db.ts';
import { ordersApi, type ConfiguredPayPal } from './paypal-client.ts';
import { paypalFailure } from './paypal-errors.ts';

export const PRO_DESCRIPTION = 'Lifetime PRO access';

/** Creates the launch-price order with PayPal for `userId` and records it; its PayPal order id. */
export async function createProOrder(paypal: ConfiguredPayPal, userId: string): Promise<string> {
  let orderId: string | undefined;
  try {
    const { result } = await ordersApi(paypal).createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: CURRENCY, value: launchPriceValue() }, customId: userId, description: PRO_DESCRIPTION }],
      },
      // A fresh key per click: PayPal answers a retried request with the same order.
      paypalRequestId: randomUUID(),
      prefer: 'return=minimal',
    });
    orderId = result.id;
  } catch (error) {
    throw paypalFailure('create order', error);
  }
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) throw paypalFailure('create order', new Error('the answer had no valid order id'));

  const { error } = await serviceClient()
    .from('payments')
    .insert({ user_id: userId, order_id: orderId, amount: LAUNCH_PRICE, currency: CURRENCY, status: 'created' });
  if (error) throw new Error(`payment record failed: ${error.code ?? ''} ${error.message}`);
  return orderId;
}
