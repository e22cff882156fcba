// What the PayPal buttons do: create the order on the server, capture it after
// the buyer approved, and say what happened. Only one toast shows at a time, so a
// failure that PayPal's SDK reports again through onError is not announced twice.
import { useMemo, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { captureOrder } from './api/capture-order';
import { createOrder } from './api/create-order';
import { messageOf } from '../../domain/error-message';

export const RELOAD_AFTER_SUCCESS_MS = 2000;

// Answers whose detail tells the buyer what to do (declined card, PayPal down,
// payment under review...); anything else is a case for support.
const ACTIONABLE_STATUSES = new Set([402, 409, 422, 429, 502, 503]);

function failureDetail(error: unknown): string {
  return error instanceof ApiError && ACTIONABLE_STATUSES.has(error.status) ? error.message : 'Please contact support';
}

export function useCheckout(userId: string) {
  const failureShown = useRef(false);
  return useMemo(
    () => ({
      async createOrder(): Promise<string> {
        failureShown.current = false;
        try {
          return await createOrder(userId);
        } catch (error) {
          failureShown.current = true;
          const detail = messageOf(error, 'Please try again.');
          notify({ title: 'Payment could not start', description: detail, variant: 'destructive' });
          throw error;
        }
      },
      async onApprove({ orderID }: { orderID: string }): Promise<void> {
        try {
          const result = await captureOrder(orderID, userId);
          if (result.success) {
            notify({ title: 'Payment Successful!', description: 'Your account has been upgraded to PRO' });
            window.setTimeout(() => window.location.reload(), RELOAD_AFTER_SUCCESS_MS);
          } else {
            notify({ title: 'Payment received', description: result.detail, duration: 10_000 });
          }
        } catch (error) {
          failureShown.current = true;
          notify({ title: 'Payment Error', description: failureDetail(error), variant: 'destructive', duration: 10_000 });
        }
      },
      onError(): void {
        if (failureShown.current) return;
        notify({ title: 'Payment Error', description: 'Please contact support', variant: 'destructive' });
      },
      onCancel(): void {
        notify({ title: 'Payment cancelled', description: 'Nothing was charged. You can pay whenever you are ready.' });
      },
    }),
    [userId],
  );
}
