import type { Product } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-t';
import { apiRequest } from './api';

/**
 * GET /api/marketplace/products: the premium packs, in the server's order, written in `language`
 * (`?lang=es`: each pack's title, description and features).
 */
export async function getProducts(language: Language, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>(inLanguage(apiPaths.products, language), signal ? { signal } : {});
}

export const productsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['marketplace', 'products', language],
    queryFn: ({ signal }) => getProducts(language, signal),
  });

/** The packs in the page's language. */
export function useProducts(enabled = true) {
  return useQuery({ ...productsQueryOptions(useLanguage()), enabled });
}
