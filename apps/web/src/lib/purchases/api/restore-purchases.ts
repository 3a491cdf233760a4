import type { Purchases, RestoreRequest } from '@mathtools/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { loadChecks } from '../../contracts-checks';
import { storePurchases } from './get-purchases';

/** POST /api/purchases/restore: attaches the code's purchases to this browser. */
export async function restorePurchases(body: RestoreRequest): Promise<Purchases> {
  const { apiPaths, Purchases } = await loadChecks();
  return apiRequest(apiPaths.purchaseRestore, { method: 'POST', data: body, schema: Purchases });
}

export function useRestorePurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchases', 'restore'],
    mutationFn: restorePurchases,
    onSuccess: (purchases) => storePurchases(queryClient, purchases),
  });
}
