import type { Purchases, TrialRequest } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api';
import { storePurchases } from './get-purchases';

/** POST /api/purchases/trial: 7 days of Pro (with one pack) or Master, once per visitor. */
export async function startTrial(body: TrialRequest): Promise<Purchases> {
  return apiRequest<Purchases>(apiPaths.purchaseTrial, { method: 'POST', data: body });
}

/**
 * Starts the trial and stores what the visitor now owns. A function of the query client rather
 * than a `useMutation` hook: the pricing page fetches it when Start free trial is pressed
 * (`features/pricing/components/trial-start.tsx`), not with the page.
 */
export async function startTrialAndStore(
  queryClient: QueryClient,
  body: TrialRequest,
): Promise<Purchases> {
  const purchases = await startTrial(body);
  await storePurchases(queryClient, purchases);
  return purchases;
}
