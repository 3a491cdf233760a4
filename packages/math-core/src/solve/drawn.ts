/** Whether a result has a curve for a graph to draw, as its kind says. */

import { kindOf } from './kinds';
import type { SolveResult } from './solveResult';

/**
 * Whether a graph may draw the problem of this result: not a number, a complex number (whose i a
 * graph would take for an unknown) or a matrix equation (Ax = b is no curve), nor an identity to
 * prove, whose two sides are one curve (drawn as two, they would meet everywhere).
 */
export const drawable = (result: Pick<SolveResult, 'kind' | 'tree'>): boolean => {
  const drawn = kindOf(result.kind).drawn;
  return drawn !== 'never' && !(drawn === 'expressions' && result.tree.type === 'relation');
};
