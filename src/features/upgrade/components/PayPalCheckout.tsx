// PayPal's buttons (loaded with this module, only for a signed-in user who can buy).
// While PayPal's script loads: a placeholder of the buttons' size; if it cannot
// load (offline, an ad blocker): what to do, and a retry.
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { CURRENCY } from '../../../domain/pricing';
import { useCheckout } from '../use-checkout';

// Vertical gold buttons are about this tall with PayPal and a card button.
const BUTTONS_HEIGHT = 'min-h-[150px]';

function Buttons({ userId, options }: { userId: string; options: ReactPayPalScriptOptions }) {
  const [{ isPending, isRejected }, dispatch] = usePayPalScriptReducer();
  const checkout = useCheckout(userId);
  if (isRejected) {
    return (
      <div
        role="alert"
        className={`${BUTTONS_HEIGHT} flex flex-col items-center justify-center gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4 text-center`}
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          <TriangleAlert aria-hidden="true" className="size-4 text-danger" />
          PayPal's payment buttons could not load.
        </p>
        <p className="text-sm text-muted">
          Check your connection, or allow paypal.com in your ad or script blocker, then try again. Nothing was charged.
        </p>
        <Button variant="secondary" size="sm" onClick={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div
        aria-busy="true"
        className={`${BUTTONS_HEIGHT} flex items-center justify-center rounded-xl border border-dashed border-line bg-subtle`}
      >
        <Spinner label="Loading PayPal…" />
      </div>
    );
  }
  return (
    <PayPalButtons
      className={BUTTONS_HEIGHT}
      style={{ layout: 'vertical', color: 'gold', shape: 'rect' }}
      createOrder={checkout.createOrder}
      onApprove={checkout.onApprove}
      onError={checkout.onError}
      onCancel={checkout.onCancel}
    />
  );
}

// `npm start` without PayPal keys serves a local test stand-in of PayPal's SDK
// (scripts/local-paypal.ts); a production build always loads PayPal's own.
const LOCAL_SDK_URL = import.meta.env.DEV ? import.meta.env.VITE_PAYPAL_SDK_URL : undefined;

export function PayPalCheckout({ clientId, userId }: { clientId: string; userId: string }) {
  const options: ReactPayPalScriptOptions = {
    clientId,
    currency: CURRENCY,
    intent: 'capture',
    ...(LOCAL_SDK_URL ? { sdkBaseUrl: LOCAL_SDK_URL } : {}),
  };
  return (
    <PayPalScriptProvider options={options}>
      <Buttons userId={userId} options={options} />
    </PayPalScriptProvider>
  );
}
