import type { Product } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/** GET /api/marketplace/products: the premium packs, in the server's order. */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>(apiPaths.products, signal ? { signal } : {});
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['marketplace', 'products'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts(enabled = true) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
