/**
 * A premium pack's name and the practice page's link to its skills, for the pages that show
 * packs (practice, marketplace, pricing). Apart from `lib/purchases/purchase-return.ts`, so
 * that the practice page's first load carries only these lines.
 */

/** The name a pack id stands for: the marketplace titles are the id's words ("algebra-foundations"). */
export const packName = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The practice page with the skills of one pack shown first. */
export const PACK_PARAM = 'pack';
export const packPracticeHref = (packId: string): string =>
  `/practice?${PACK_PARAM}=${encodeURIComponent(packId)}`;
