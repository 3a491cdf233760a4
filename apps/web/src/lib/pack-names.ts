import { useLanguage } from '../i18n/use-t';
import { packName } from './packs';
import { useProducts } from './products';

/**
 * A pack's name as the page's language writes it: the title the marketplace gives it in that
 * language (the packs are fetched in it, once, and shared with the marketplace and the pack
 * choices). In English, and until the packs have come (or when they cannot), `otherwise` (a name
 * the server gave in English), else the name the pack id stands for.
 */
export function usePackName(): (packId: string, otherwise?: string) => string {
  const language = useLanguage();
  const products = useProducts(language !== 'en');
  const written = language === 'en' ? undefined : products.data;
  return (packId, otherwise) =>
    written?.find((p) => p.id === packId)?.title ?? otherwise ?? packName(packId);
}
