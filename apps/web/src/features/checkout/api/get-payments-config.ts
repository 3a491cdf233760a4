import type { PaymentsConfig } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/payments/config: `publishableKey` null means card payments are not configured. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiRequest<PaymentsConfig>(apiPaths.paymentsConfig, {
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
