import type { PurchaseConfirmResponse } from '@mathtools/contracts';
import { apiRequest } from '../../api';
import { loadChecks } from '../../contracts-checks';

/**
 * POST /api/purchases/confirm: the return from the payment page. The server asks Stripe how the
 * payment stands and, once it has succeeded, grants it (the same step the webhook runs).
 */
export async function confirmPurchase(paymentIntentId: string): Promise<PurchaseConfirmResponse> {
  const { apiPaths, PurchaseConfirmResponse } = await loadChecks();
  return apiRequest(apiPaths.purchaseConfirm, {
    method: 'POST',
    data: { paymentIntentId },
    schema: PurchaseConfirmResponse,
  });
}
