import type { CatalogItem } from '@mathtools/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { loadChecks } from '../../../lib/contracts-checks';

/** GET /api/catalog/{productId}: the server's name, kind and price of what is being bought. */
export async function getCatalogItem(
  productId: string,
  signal?: AbortSignal,
): Promise<CatalogItem> {
  const { apiPaths, CatalogItem } = await loadChecks();
  return apiRequest(apiPaths.catalogItem(productId), {
    schema: CatalogItem,
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
