import { ALGEBRA } from './algebra';
import { GEOMETRY } from './geometry';
import { LOGARITHMS } from './logarithms';
import type { Difficulty, Family } from './shared';

export type { Difficulty, Family, ProblemDraft } from './shared';

/**
 * Problem families per category and difficulty; a problem picks one family, then its numbers.
 * A family listed twice is picked twice as often (the ones with the most distinct problems are,
 * so that a problem rarely comes back within a few seeds).
 */
export const FAMILIES: Record<
  'algebra' | 'logarithms' | 'geometry',
  Record<Difficulty, readonly Family[]>
> = {
  algebra: ALGEBRA,
  logarithms: LOGARITHMS,
  geometry: GEOMETRY,
};
