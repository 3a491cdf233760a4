import type { Purchases } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api';

/** GET /api/purchases: what this visitor owns (packs, plan) and its restore code. */
export async function getPurchases(signal?: AbortSignal): Promise<Purchases> {
  return apiRequest<Purchases>(apiPaths.purchases, signal ? { signal } : {});
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
 * A new answer about what the visitor owns (from a confirmed payment, a restore or a trial):
 * stored for every page that reads it, and the skill list refetched, since which premium skills
 * open depends on it. A GET of the purchases still in flight (the marketplace asks as it opens,
 * while the payment return is confirmed) is cancelled first: it was sent before this answer and
 * would overwrite it with the old one when it lands.
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
