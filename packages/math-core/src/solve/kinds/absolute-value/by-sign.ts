/**
 * An absolute value compared with an expression in the unknown, split by the sign of what is
 * inside it (see ./index).
 */
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { chain, eq, list, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { negLead, step } from '../../../math/show';
import type { MathNode, MathRelation } from '../../../math/tree';
import type { Answered } from '../../equation';
import { answeredSet, polynomialInequality } from '../../methods/inequality';
import {
  combine,
  compare,
  type Inequality,
  isInequality,
  member,
  NONE,
  negation,
  type RealSet,
  ray,
  setNode,
} from '../../methods/interval';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { checkedRoots } from './answer';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** The numbers of a set, when it is only numbers (no piece longer than a point); else undefined. */
const pointsOf = (set: RealSet): Exact[] | undefined =>
  set.every((p) => p.lo && p.hi && compare(p.lo, p.hi) === 0)
    ? set.map((p) => p.lo as Exact)
    : undefined;

/**
 * |A| `rel` C with the unknown on both sides, A of degree 1 with its zero at r: |A| is A where
 * A ≥ 0 and −A where A < 0, so each side of r has its own equation or inequality. In an equation
 * a case that holds for every x answers its whole part, and a root answers only when it lies in
 * its part; in an inequality each case's set is kept where it overlaps its part. The answer is both
 * cases together: numbers, or a set when an interval is in it (|x| = x for every x ≥ 0).
 */
export const bySign = (
  tree: Relation,
  A: MathNode,
  inside: Poly,
  abs: MathNode,
  relation: MathRelation,
  right: MathNode,
  x: string,
  steps: WorkedStep[],
): Answered => {
  const X = variable(x);
  const slope = P.coeff(inside, x, 1);
  const zero = E.fromQ(R.div(R.neg(P.constant(inside)), slope));
  const zeroNode = E.toNode(zero);
  const rising = R.sign(slope) > 0;
  const opposite = negLead(A);
  steps.push(
    step(
      { rule: 'absPieces', form: 'absBySign', params: { inside: A, opposite } },
      list(chain(A, relation, right), chain(opposite, relation, right)),
    ),
  );
  const cases: [MathNode, Inequality][] = [
    [A, rising ? '≥' : '≤'],
    [opposite, rising ? '<' : '>'],
  ];
  let set: RealSet = NONE;
  const boundaries: Exact[] = [zero];
  cases.forEach(([left, rel], i) => {
    const part = chain(X, rel, zeroNode);
    const statement = chain(left, relation, right);
    steps.push(
      step(
        { rule: 'absPieces', form: 'absCaseWhere', params: { case: i + 1, part, statement } },
        statement,
      ),
    );
    if (isInequality(relation)) {
      // The case's own set, kept where it overlaps the part of the line the case is on.
      const solved = polynomialInequality(left, relation, right, x, steps);
      boundaries.push(...solved.boundaries);
      const kept = combine(solved.set, ray(rel, zero), true);
      steps.push(
        kept.length === 0
          ? step({ rule: 'absPieces', form: 'absNoneInPart', params: { part } }, part)
          : step({ rule: 'absPieces', form: 'absSetInPart', params: { part } }, setNode(kept, x)),
      );
      set = combine(set, kept, false);
      return;
    }
    const o = solvePolynomial(left, right, x);
    steps.push(...withoutAlone(o.steps));
    if (o.status === 'all') {
      steps.push(
        step({ rule: 'absPieces', form: 'absWholePart', params: { unknown: x, part } }, part),
      );
      set = combine(set, ray(rel, zero), false);
      return;
    }
    for (const r of o.status === 'roots' ? o.roots : []) {
      boundaries.push(r);
      const params = { solution: eq(X, E.toNode(r)), part };
      const inPart = member(ray(rel, zero), r);
      steps.push(
        step(
          { rule: 'absPieces', form: inPart ? 'absInPart' : 'absNotInPart', params },
          chain(E.toNode(r), inPart ? rel : negation(rel), zeroNode),
        ),
      );
      if (inPart) set = combine(set, [{ lo: r, loIn: true, hi: r, hiIn: true }], false);
    }
  });
  // No number in either case: what holds instead, for every x (|x| ≠ x − 1, |x| ≥ x).
  const never = isInequality(relation) ? negation(relation) : '≠';
  steps.push(
    set.length === 0
      ? step({ rule: 'absPieces', form: 'absNeither' }, chain(abs, never, right))
      : step({ rule: 'either', form: 'absEither' }, setNode(set, x)),
  );
  const method = 'twoCasesBySign';
  const points = relation === '=' ? pointsOf(set) : undefined;
  return points
    ? checkedRoots(tree, x, points, method, steps)
    : answeredSet('absolute-value', tree, x, { set, method, steps, boundaries });
};
