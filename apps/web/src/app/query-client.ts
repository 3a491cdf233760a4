import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api';

/**
 * No automatic retries for queries or mutations, no refetch on window focus, no polling, cached
 * data never becomes stale: every request is one the visitor asked for. The default query
 * function joins the key's segments with '/' and throws on any failure, 401 included.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
