/** Read by the marketplace after a redirect-based confirmation (3-D Secure). */
export const PURCHASE_KEY = 'mathtools:purchase';
/**
 * The PaymentIntent whose success the checkout already announced (paid without a redirect), so
 * the marketplace, which confirms it with the server, does not show the same toast twice.
 */
export const ANNOUNCED_KEY = 'mathtools:purchase-announced';

/** The address the buyer gave for Stripe's emailed receipt, for the return page to name. */
export const RECEIPT_KEY = 'mathtools:receipt-email';

/** The marketplace address the checkout hands a paid intent to, as Stripe's redirect does. */
export const returnHref = (paymentIntentId: string, status: string) =>
  `/marketplace?payment_intent=${encodeURIComponent(paymentIntentId)}&redirect_status=${encodeURIComponent(status)}`;
