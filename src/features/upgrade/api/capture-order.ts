// POST /api/payments/capture-order: after the buyer approved in PayPal's window.
import { CaptureOrderResponseSchema, type CaptureOrderRequest, type CaptureOrderResponse } from '../../../domain/payment-contract';
import { apiFetch } from '../../../lib/api-client';

export async function captureOrder(orderId: string, userId: string): Promise<CaptureOrderResponse> {
  const body: CaptureOrderRequest = { order_id: orderId, user_id: userId };
  return apiFetch('/api/payments/capture-order', CaptureOrderResponseSchema, { method: 'POST', body });
}
