// POST /api/payments/create-order: a PayPal order for the launch price, bound to the user.
import { CreateOrderResponseSchema, type CreateOrderRequest } from '../../../domain/payment-contract';
import { LAUNCH_PRICE } from '../../../domain/pricing';
import { apiFetch } from '../../../lib/api-client';

export async function createOrder(userId: string): Promise<string> {
  const body: CreateOrderRequest = { user_id: userId, amount: LAUNCH_PRICE };
  return (await apiFetch('/api/payments/create-order', CreateOrderResponseSchema, { method: 'POST', body })).order_id;
}
