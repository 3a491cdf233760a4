import type { PurchaseConfirmResponse } from '@mathtools/contracts';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/purchases/confirm: the return from the payment page. The server asks Stripe how the
 * payment stands and, once it has succeeded, grants it (the same step the webhook runs).
 */
export async function confirmPurchase(paymentIntentId: string): Promise<PurchaseConfirmResponse> {
  const { apiPaths, PurchaseConfirmResponse } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.purchaseConfirm, {
    method: 'POST',
    data: { paymentIntentId },
    schema: PurchaseConfirmResponse,
  });
}
