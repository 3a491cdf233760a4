import type {
  PurchaseConfirmResponse,
  Purchases,
  RestoreRequest,
  TrialRequest,
} from '@mathtools/contracts';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/purchases: what this visitor owns (packs, plan) and its restore code. */
export async function getPurchases(signal?: AbortSignal): Promise<Purchases> {
  const { apiPaths, Purchases } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.purchases, { schema: Purchases, ...withSignal(signal) });
}

export const purchasesQueryOptions = () =>
  queryOptions({
    queryKey: ['purchases'],
    queryFn: ({ signal }) => getPurchases(signal),
  });

/** `enabled` false until the page has hydrated: the prerender has no visitor. */
export function usePurchases(enabled = true) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}

/**
 * A new answer about what the visitor owns: stored for every page that reads it, and the skill
 * list refetched, since which premium skills open depends on it. A GET of the purchases still in
 * flight (the marketplace asks as it opens, while the payment return is confirmed) is cancelled
 * first: it was sent before this answer and would overwrite it with the old one when it lands.
 */
export async function storePurchases(
  queryClient: QueryClient,
  purchases: Purchases,
): Promise<void> {
  const { queryKey } = purchasesQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, purchases);
  void queryClient.invalidateQueries({ queryKey: ['practice', 'skills'] });
}

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

/** POST /api/purchases/restore: attaches the code's purchases to this browser. */
export async function restorePurchases(body: RestoreRequest): Promise<Purchases> {
  const { apiPaths, Purchases } = await import('@mathtools/contracts/checks');
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

/** POST /api/purchases/trial: 7 days of Pro (with one pack) or Master, once per visitor. */
export async function startTrial(body: TrialRequest): Promise<Purchases> {
  const { apiPaths, Purchases } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.purchaseTrial, { method: 'POST', data: body, schema: Purchases });
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchases', 'trial'],
    mutationFn: startTrial,
    onSuccess: (purchases) => storePurchases(queryClient, purchases),
  });
}
