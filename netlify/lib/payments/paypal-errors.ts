// What a failed PayPal call means for the buyer: the status and words of the
// answer each payment endpoint gives (every case is listed in docs/api.md).
import { ApiError } from '@paypal/paypal-server-sdk';
import { HttpError } from '../http.ts';

export const UNREACHABLE = 'PayPal is not answering right now. Nothing was charged; please try again in a minute.';
export const CARD_DECLINED =
  'Your payment method was declined. Nothing was charged: please choose another card or PayPal balance in the PayPal window and try again.';
export const CAPTURE_DENIED =
  'PayPal declined this payment and nothing was charged. Please start the payment again, with another payment method if you can.';
export const NOT_YOURS = 'This payment does not belong to your account.';
export const MISMATCH =
  'PayPal reports a different amount, currency or account for this payment than the one we created, so your account was not upgraded. Please contact support.';
export const NOT_APPROVED = 'PayPal has not approved this payment yet. Please finish it in the PayPal window.';

/** The issue codes of a PayPal error answer (details[].issue, e.g. INSTRUMENT_DECLINED). */
export function paypalIssues(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const result: unknown = error.result;
  const details = typeof result === 'object' && result !== null && 'details' in result ? result.details : undefined;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) =>
    typeof detail === 'object' && detail !== null && 'issue' in detail && typeof detail.issue === 'string' ? [detail.issue] : [],
  );
}

export function paypalStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.statusCode : null;
}

/** Any other PayPal failure (5xx, timeout, network, an unexpected refusal): 502, logged without personal data. */
export function paypalFailure(what: string, error: unknown): HttpError {
  const status = paypalStatus(error);
  const reason =
    status !== null
      ? `status ${status} ${paypalIssues(error).join(',')}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  console.error(`[payments] PayPal ${what} failed: ${reason}`);
  return new HttpError(502, UNREACHABLE);
}
