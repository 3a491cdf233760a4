import type { PaymentsConfig } from '@mathtools/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { loadChecks } from '../../../lib/contracts-checks';

/** GET /api/payments/config: `publishableKey` null means card payments are not configured. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const { apiPaths, PaymentsConfig } = await loadChecks();
  return apiRequest(apiPaths.paymentsConfig, {
    schema: PaymentsConfig,
    ...(signal ? { signal } : {}),
  });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payments-config'],
    queryFn: ({ signal }) => getPaymentsConfig(signal),
  });

export function usePaymentsConfig(enabled: boolean) {
  return useQuery({ ...paymentsConfigQueryOptions(), enabled });
}
