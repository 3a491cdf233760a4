import type { Purchases } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { storePurchases } from './get-purchases';

/**
 * POST /api/purchases/forget: this browser lets go of all its purchases (the answer is empty).
 * They stay with the restore code, which brings them back in any browser.
 */
export async function forgetBrowser(): Promise<Purchases> {
  return apiRequest<Purchases>(apiPaths.purchaseForget, { method: 'POST' });
}

/** In the confirmation dialog's chunk, which loads only when Forget this browser is pressed. */
export function useForgetBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchases', 'forget'],
    mutationFn: forgetBrowser,
    onSuccess: (purchases) => storePurchases(queryClient, purchases),
  });
}
