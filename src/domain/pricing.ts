// The one source of every price the app shows or charges (docs/user-guide/upgrade.md).
export const CURRENCY = 'USD';
export const LAUNCH_PRICE = 149.99;
export const ORIGINAL_PRICE = 599.0;
export const DISCOUNT_LABEL = '75% OFF';
export const SPOTS_AT_THIS_PRICE = 100;

export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The saving shown on the upgrade page, to two decimals. */
export function savingsUsd(): string {
  return (ORIGINAL_PRICE - LAUNCH_PRICE).toFixed(2);
}

/** The amount sent to PayPal, as its API wants it ("149.99"). */
export function launchPriceValue(): string {
  return LAUNCH_PRICE.toFixed(2);
}

/** Websites a free account keeps in My Sites; PRO keeps any number. Enforced by the server (save_website). */
export const FREE_SAVED_SITES = 3;
