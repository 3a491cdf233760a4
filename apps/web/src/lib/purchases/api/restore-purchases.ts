import type { Purchases, RestoreRequest } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { storePurchases } from './get-purchases';

/** POST /api/purchases/restore: attaches the code's purchases to this browser. */
export async function restorePurchases(body: RestoreRequest): Promise<Purchases> {
  return apiRequest<Purchases>(apiPaths.purchaseRestore, { method: 'POST', data: body });
}

export function useRestorePurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchases', 'restore'],
    mutationFn: restorePurchases,
    onSuccess: (purchases) => storePurchases(queryClient, purchases),
  });
}
