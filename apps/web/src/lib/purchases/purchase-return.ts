/**
 * Pure pieces of the return from Stripe and of what a visitor owns: reading the return URL,
 * the confirmation polling schedule, and dates as the page writes them.
 */

/** The query parameters Stripe adds to the return URL ({origin}/marketplace?…). */
export const RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
] as const;

export type PaymentReturn = {
  paymentIntentId: string;
  /** Stripe's `redirect_status`: 'succeeded', 'processing' or 'failed' (null when absent). */
  redirectStatus: string | null;
};

/** A PaymentIntent id as Stripe writes it: `pi_` then letters, digits and underscores. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/**
 * What the return URL says: null when it is not a return from a payment (no or a malformed
 * `payment_intent`), so an ordinary visit to /marketplace confirms nothing.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const id = search.get('payment_intent')?.trim() ?? '';
  if (!PAYMENT_INTENT_ID.test(id)) return null;
  const status = search.get('redirect_status')?.trim();
  return { paymentIntentId: id, redirectStatus: status ? status : null };
}

/** The same address without Stripe's parameters (other parameters and the hash are kept). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const key of RETURN_PARAMS) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How long the page keeps checking a payment that is still processing before it says so. */
export const CONFIRM_BUDGET_MS = 30_000;

/**
 * The waits between checks of a processing payment: 1 s, then 1.5 times longer each time,
 * never more than 8 s, and all of them together within `budgetMs` (the last wait is cut so the
 * sum is exactly the budget). 30 s gives 1, 1.5, 2.25, 3.38, 5.06, 7.59, 8 and 1.22 s
 * (whole milliseconds).
 */
export function confirmDelays(budgetMs = CONFIRM_BUDGET_MS, firstMs = 1000, maxMs = 8000) {
  const delays: number[] = [];
  let total = 0;
  let next = firstMs;
  while (total < budgetMs) {
    const wait = Math.min(Math.round(next), maxMs, budgetMs - total);
    delays.push(wait);
    total += wait;
    next *= 1.5;
  }
  return delays;
}

export { formatDay } from './trial-label';
