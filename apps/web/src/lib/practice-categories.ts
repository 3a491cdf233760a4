import type { PracticeCategory } from '@mathtools/contracts';

/** Tab order and labels of the practice center. */
export const categoryLabels: Record<PracticeCategory, string> = {
  algebra: 'Algebra',
  logarithms: 'Logarithms',
  geometry: 'Geometry',
};

export const categories = Object.keys(categoryLabels) as PracticeCategory[];

/** Own keys only, so "constructor" or "toString" in a URL is not taken for a tab. */
export const isCategory = (value: string): value is PracticeCategory =>
  Object.hasOwn(categoryLabels, value);

/** The tab the Practice Center opens on when its URL names none (or one it does not have). */
export const defaultCategory: PracticeCategory = 'algebra';

/** The query parameter that names the open tab: `/practice?category=geometry`. */
export const CATEGORY_PARAM = 'category';

/** The Practice Center with `category`'s tab open. */
export const practiceHref = (category: PracticeCategory): string =>
  `/practice?${CATEGORY_PARAM}=${category}`;

/** The tab a `?category=` value asks for: a known id, else the default tab. */
export const categoryFromQuery = (value: string | null): PracticeCategory =>
  value !== null && isCategory(value) ? value : defaultCategory;

/** Streak bar = (streak mod 10) × 10 %, solved bar = min(completed × 10, 100) %. */
export const streakPercent = (streak: number) => (streak % 10) * 10;
export const solvedPercent = (completed: number) => Math.min(completed * 10, 100);
