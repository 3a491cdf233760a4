import type { CatalogItem } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/catalog/{productId}: the server's name, kind and price of what is being bought. */
export async function getCatalogItem(
  productId: string,
  signal?: AbortSignal,
): Promise<CatalogItem> {
  return apiRequest<CatalogItem>(apiPaths.catalogItem(productId), {
    ...(signal ? { signal } : {}),
  });
}

export const catalogItemQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['checkout', 'catalog', productId],
    queryFn: ({ signal }) => getCatalogItem(productId, signal),
  });

/** Runs only once the page has a product id worth asking about. */
export function useCatalogItem(productId: string | null) {
  return useQuery({ ...catalogItemQueryOptions(productId ?? ''), enabled: productId !== null });
}
