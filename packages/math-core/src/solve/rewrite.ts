/**
 * How a side of an equation (or an expression) is rewritten as a polynomial, told truthfully:
 * its terms as written, whether a bracket is taken away, and the note for the rewrite.
 */

import type { Poly } from '../algebra/poly';
import * as P from '../algebra/poly';
import { contains, termsOf, toPoly } from '../algebra/reading';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import type { Say } from '../math/rules';
import type { MathNode } from '../math/tree';

/** Whether a node is a sum or difference (with or without a minus in front). */
const isSum = (node: MathNode): boolean => {
  const body = node.type === 'neg' ? node.arg : node;
  return body.type === 'binary' && (body.op === '+' || body.op === '-');
};

/**
 * Whether writing a side as a polynomial takes a bracket away: a sum multiplied, divided,
 * raised to a power, negated or subtracted (3(x − 2), (x + 1)/2, (x + 1)², −(x − 4), 5 − (x + 1)).
 */
export const hasBracket = (node: MathNode): boolean =>
  contains(node, (n) => {
    if (n.type === 'binary' && (n.op === '*' || n.op === '/'))
      return isSum(n.left) || isSum(n.right);
    if (n.type === 'binary' && n.op === '-') return isSum(n.right);
    if (n.type === 'fraction') return isSum(n.num) || isSum(n.den);
    if (n.type === 'power') return isSum(n.base);
    if (n.type === 'neg') return isSum(n.arg);
    return false;
  });

/**
 * Each term of a side as a polynomial multiplied by k, one after another and not yet
 * collected: x/2 + x/3 times 6 is 3x + 2x.
 */
export const termwise = (side: MathNode, k: Q): Poly =>
  termsOf(side).flatMap((t) => P.scale(toPoly(t.node), R.mul(k, R.int(t.sign))));

/**
 * What writing each side as a polynomial does, in words: "Expand brackets" only when a bracket
 * was taken away, "collect like terms" only when two terms became one; otherwise the terms were
 * only put in order or their numbers worked out ("Simplify"). Each side is given with the
 * polynomial it became.
 */
export const rewriteSay = (sides: readonly [MathNode, Poly][]): Say => {
  const bracket = sides.some(([node]) => hasBracket(node));
  const collected = sides.some(([node, poly]) => termwise(node, R.ONE).length > poly.length);
  if (bracket) return { rule: 'expand', form: collected ? 'expand' : 'brackets' };
  if (collected) return { rule: 'expand', form: 'collect' };
  return { rule: 'expand', form: sides.length > 1 ? 'each' : 'simplify' };
};
