import type { PurchaseConfirmResponse } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { apiRequest } from '../../api';

/**
 * POST /api/purchases/confirm: the return from the payment page. The server asks Stripe how the
 * payment stands and, once it has succeeded, grants it (the same step the webhook runs).
 */
export async function confirmPurchase(paymentIntentId: string): Promise<PurchaseConfirmResponse> {
  return apiRequest<PurchaseConfirmResponse>(apiPaths.purchaseConfirm, {
    method: 'POST',
    data: { paymentIntentId },
  });
}
