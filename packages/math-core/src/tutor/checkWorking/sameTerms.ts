/**
 * Whether two lines say the same thing term by term, as written: what tells which bracket a
 * mistake was made in, where the lines' values alone cannot.
 */
import * as P from '../../algebra/poly';
import { hasVariable, polyOrNothing, termsOf } from '../../algebra/reading';
import * as B from '../../math/build';
import { toText as t } from '../../math/toText';
import type { MathNode } from '../../math/tree';

/**
 * The terms of an expression as written, each bracket times a number multiplied out but nothing
 * collected: 3(x + 2) − 2x − 2 has the terms 3x, 6, −2x, −2. Two lines with the same terms say the
 * same thing term by term, which tells which bracket a mistake was made in where their values
 * alone cannot (3x + 2 − 2x + 2 has the same value as 3x + 6 − 2x − 2).
 */
const writtenTerms = (node: MathNode, sign: 1 | -1 = 1): string[] => {
  const terms = termsOf(node);
  if (terms.length > 1)
    return terms.flatMap((x) => writtenTerms(x.node, (sign * x.sign) as 1 | -1));
  if (node.type === 'neg') return writtenTerms(node.arg, -sign as 1 | -1);
  if (node.type === 'binary' && node.op === '*')
    for (const [factor, bracket] of [
      [node.left, node.right],
      [node.right, node.left],
    ] as const) {
      const inside = termsOf(bracket);
      if (inside.length > 1 && !hasVariable(factor))
        return inside.flatMap((x) =>
          writtenTerms(B.mul(factor, x.node), (sign * x.sign) as 1 | -1),
        );
    }
  const p = polyOrNothing(sign === 1 ? node : B.neg(node));
  return [p ? t(P.toNode(p)) : `${sign}${t(node)}`];
};

const termKey = (node: MathNode): string => writtenTerms(node).sort().join(' ; ');

/** Whether two lines have the same terms as written, side by side (see writtenTerms). */
export const sameTermsAs = (a: MathNode, b: MathNode): boolean => {
  if (a.type === 'relation' || b.type === 'relation')
    return (
      a.type === 'relation' &&
      b.type === 'relation' &&
      a.relations.join() === b.relations.join() &&
      a.operands.length === b.operands.length &&
      a.operands.every((o, i) => termKey(o) === termKey(b.operands[i] as MathNode))
    );
  return termKey(a) === termKey(b);
};
