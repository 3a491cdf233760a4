import type { Product } from '@mathtools/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { loadChecks } from './contracts-checks';

/** GET /api/marketplace/products: the premium packs, in the server's order. */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const { apiPaths, ProductList } = await loadChecks();
  return apiRequest(apiPaths.products, { schema: ProductList, ...(signal ? { signal } : {}) });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['marketplace', 'products'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts(enabled = true) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
