import type { SetAnswer, Variant } from '../../result';

/**
 * An inequality (`x^2 < 4`, `-3 < 2x + 1 ≤ 7`, `(x-1)/(x+2) ≥ 0`): its answer is a set, so its
 * `solutions` are empty and `set`, `interval` and `intervalMathml` are always there.
 */
export type InequalityResult = Variant<'inequality', SetAnswer>;
