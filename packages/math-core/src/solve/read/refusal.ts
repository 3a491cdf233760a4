/**
 * What a refusal adds to its reason: what the problem was read as, and what the solver does with
 * the nearest thing it can take, with an example to try. It replaces a list of everything the
 * solver does, which buried the one sentence that mattered.
 */

import { contains, hasVariable, variablesOf } from '../../algebra/reading';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { RequestId } from './phrases';

const INEQUALITY = new Set(['<', '>', '≤', '≥']);

const unknowns = (node: MathNode): string => {
  const names = variablesOf(node);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** The sentence a refusal ends with, for the problem as read (undefined: it could not be read). */
export const closeTo = (tree: MathNode | undefined, request?: RequestId): string => {
  if (tree !== undefined && request === 'limit')
    return `Read as the limit of ${toText(tree)}. The solver finds limits by putting the point in, cancelling a common factor, or L'Hôpital's rule, such as limit of sin(x)/x as x->0`;
  if (tree === undefined)
    return 'The solver reads equations, inequalities and expressions in maths notation, percentages in words (15% of 80), derivatives (d/dx x^3) and integrals (∫x dx)';
  if (contains(tree, (n) => n.type === 'matrix'))
    return 'Read as a question about matrices (of numbers, up to 4×4: det, inverse, transpose, sums, products, powers, rank, Ax = b)';
  if (tree.type === 'list')
    return `Read as ${tree.items.length} problems in ${unknowns(tree) || 'no unknown'}. The solver solves two or three linear equations together, such as x+y=3, x-y=1, and two where one is a line or both hold only squares, such as x^2+y^2=25, x+y=7`;
  if (tree.type === 'relation') {
    const inequality = tree.relations.some((r) => INEQUALITY.has(r));
    const what = inequality ? 'an inequality' : 'an equation';
    const read = hasVariable(tree) ? `${what} in ${unknowns(tree)}` : `${what} with no unknown`;
    return inequality
      ? `Read as ${read}. The solver solves linear, quadratic and absolute-value inequalities in one unknown, such as 3x-7<5 or -3 < 2x+1 ≤ 7`
      : `Read as ${read}. The solver solves equations in one unknown: linear, quadratic, polynomial, rational, radical, absolute-value, exponential, logarithmic and trigonometric ones, such as x^2-5x+6=0`;
  }
  if (contains(tree, (n) => n.type === 'point'))
    return 'Read as a question about points. The solver finds the slope, the distance and the midpoint of two points and the line through them, such as slope between (1,2) and (4,8)';
  if (hasVariable(tree))
    return `Read as an expression in ${unknowns(tree)}. The solver can expand, factor, simplify, differentiate and integrate expressions in one unknown, such as factor x^2-9 or d/dx x^3`;
  return 'Read as a calculation. The solver works out fractions, powers, roots, logarithms and sin, cos and tan at special angles exactly, such as 3/4+5/6 or √72';
};
