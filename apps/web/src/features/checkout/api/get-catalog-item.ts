import type { CatalogItem } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/catalog/{productId}: the server's name, kind and price of what is being bought, a
 * pack's name written in `language` (`?lang=es`).
 */
export async function getCatalogItem(
  productId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<CatalogItem> {
  return apiRequest<CatalogItem>(inLanguage(apiPaths.catalogItem(productId), language), {
    ...(signal ? { signal } : {}),
  });
}

export const catalogItemQueryOptions = (productId: string, language: Language) =>
  queryOptions({
    queryKey: ['checkout', 'catalog', productId, language],
    queryFn: ({ signal }) => getCatalogItem(productId, language, signal),
  });

/** Runs only once the page has a product id worth asking about; names it in the page's language. */
export function useCatalogItem(productId: string | null) {
  return useQuery({
    ...catalogItemQueryOptions(productId ?? '', useLanguage()),
    enabled: productId !== null,
  });
}
