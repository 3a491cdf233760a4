import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api';

/**
 * Spec §9: no automatic retries for queries or mutations, no refetch on window focus, no
 * polling, cached data never becomes stale. The default query function joins the key's
 * segments with '/' and throws on 401 (spec §7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
