import type { Purchases } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { storePurchases } from './get-purchases';

/**
 * POST /api/purchases/code: a new restore code for this browser's purchases (the answer carries
 * it). The old code stops working; browsers that already restored with it keep what they have.
 */
export async function newRestoreCode(): Promise<Purchases> {
  return apiRequest<Purchases>(apiPaths.purchaseCode, { method: 'POST' });
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
