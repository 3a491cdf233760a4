import type { Product } from '@mathtools/contracts';

/**
 * The packs a Pro plan may include: single packs only. A bundle (`bundle: true`, a pack that
 * gathers the skills of several packs) is sold on its own and is never Pro's one pack, so every
 * Pro pack picker lists only these.
 */
export const singlePacks = (products: readonly Product[]): Product[] =>
  products.filter((product) => !product.bundle);

/** True when `id` names a single pack of `products` (a link's `&pack=` is only a claim). */
export const isSinglePack = (products: readonly Product[], id: string): boolean =>
  products.some((product) => product.id === id && !product.bundle);
