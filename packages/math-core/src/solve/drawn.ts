/** Whether a result has a curve for a graph to draw, as its kind says. */

import type { Kind } from './kind';
import type { SolveResult } from './solveResult';

/**
 * Whether a graph may draw the problem of this result, by the kinds `kindOf` knows (a solver's
 * own: the result of a kind it was not given draws nothing): not a number, a complex number
 * (whose i a graph would take for an unknown) or a matrix equation (Ax = b is no curve), nor an
 * identity to prove, whose two sides are one curve (drawn as two, they would meet everywhere).
 * `drawable` (./kinds) is this by every kind.
 */
export const drawableBy = (
  kindOf: (id: string) => Kind | undefined,
  result: Pick<SolveResult, 'kind' | 'tree'>,
): boolean => {
  // Anything but a result of `solve` has nothing to draw.
  if (typeof result !== 'object' || result === null || typeof result.tree !== 'object')
    return false;
  const kind = kindOf(result.kind);
  if (kind === undefined) return false;
  return (
    kind.drawn !== 'never' && !(kind.drawn === 'expressions' && result.tree?.type === 'relation')
  );
};
