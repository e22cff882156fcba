// POST /api/payments/capture-order: after the buyer approved in PayPal's window.
import * as v from 'valibot';
import { CaptureOrderResponseSchema, type CaptureOrderRequest, type CaptureOrderResponse } from '../../../domain/payment-contract';
import { apiFetch } from '../../../lib/api-client';

export async function captureOrder(orderId: string, userId: string): Promise<CaptureOrderResponse> {
  const body: CaptureOrderRequest = { order_id: orderId, user_id: userId };
  return v.parse(CaptureOrderResponseSchema, await apiFetch('/api/payments/capture-order', { method: 'POST', body }));
}
