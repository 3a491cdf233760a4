import type { Purchases } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** Where a tab tells the site's other tabs what the visitor owns now (one browser, one cookie). */
const CHANNEL = 'mt-purchases';

/**
 * `enabled` false until the page has hydrated: the prerender has no visitor. What another tab of
 * this browser learns (a payment confirmed there, a restore) is taken too, so a checkout open here
 * sees that the pack is owned now.
 */
export function usePurchases(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<Purchases>) => {
      queryClient.setQueryData(purchasesQueryOptions().queryKey, event.data);
    };
    return () => channel.close();
  }, [enabled, queryClient]);
  return useQuery({ ...purchasesQueryOptions(), enabled });
}

/**
 * A new answer about what the visitor owns (from a confirmed payment, a restore or a trial):
 * stored for every page that reads it, in this tab and the site's other open tabs, and the skill
 * list refetched, since which premium skills open depends on it. A GET of the purchases still in flight (the marketplace asks as it opens,
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
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(purchases);
    channel.close();
  }
}
