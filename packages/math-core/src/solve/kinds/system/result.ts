import type { MathNode } from '../../../math/tree';
import type { Variant } from '../../result';

/**
 * Two or three linear equations (`2x+y=5, x-y=1`): one solution names every unknown, so
 * `solutions` together are one point (`x = 2`, `y = 1`) and `values` gives each unknown's value by
 * name; no solution or infinitely many (`outcome` `'none'` or `'family'`) have no `values`.
 */
export type SystemResult = Variant<
  'system',
  {
    /** Only for one solution: each unknown's exact value by name, `{ x: 2, y: 1 }` as trees. */
    values?: Record<string, MathNode>;
  }
>;

/** Each unknown's value by name, from the statements `x = 2`, `y = 1` of one solution. */
export const namedValues = (names: readonly string[], values: readonly MathNode[]) =>
  Object.fromEntries(names.map((name, i) => [name, values[i] as MathNode])) as Record<
    string,
    MathNode
  >;
