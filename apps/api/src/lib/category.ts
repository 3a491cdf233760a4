import { PracticeCategory as CategorySchema, type PracticeCategory } from '@mathtools/contracts';
import { z } from 'zod';
import { notFound } from './http-error.js';

/** Any string reaches the handler, so an unknown category is a 404 like any unknown resource. */
export const CategoryPathParams = z.strictObject({ category: z.string() });

export function knownCategory(value: string): PracticeCategory {
  const parsed = CategorySchema.safeParse(value);
  if (!parsed.success)
    throw notFound('Unknown category: use algebra, logarithms or geometry', 'category');
  return parsed.data;
}

/** Route pattern from a contracts path builder, e.g. `apiPaths.progress` → `/api/progress/:category`. */
export const routePattern = (build: (category: PracticeCategory) => string): string =>
  build(':category' as PracticeCategory);
