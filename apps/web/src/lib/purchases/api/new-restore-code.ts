import type { Purchases } from '@mathtools/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { loadChecks } from '../../contracts-checks';
import { storePurchases } from './get-purchases';

/**
 * POST /api/purchases/code: a new restore code for this browser's purchases (the answer carries
 * it). The old code stops working; browsers that already restored with it keep what they have.
 */
export async function newRestoreCode(): Promise<Purchases> {
  const { apiPaths, Purchases } = await loadChecks();
  return apiRequest(apiPaths.purchaseCode, { method: 'POST', schema: Purchases });
}

/** In the confirmation dialog's chunk, which loads only when New restore code is pressed. */
export function useNewRestoreCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchases', 'code'],
    mutationFn: newRestoreCode,
    onSuccess: (purchases) => storePurchases(queryClient, purchases),
  });
}
