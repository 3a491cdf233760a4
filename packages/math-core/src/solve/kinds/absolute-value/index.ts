/**
 * Absolute-value equations and inequalities, as `solve` answers them: p·|A| + q compared with a
 * number, A a polynomial in the unknown. The absolute value is first isolated, then split into
 * its cases, each shown: |A| = c is A = c or A = −c; |A| < c is −c < A < c; |A| > c is A < −c or
 * A > c. A negative c is answered by the reason alone (an absolute value is never negative).
 * Every answer is checked against the problem as typed before it is returned.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { contains, hasVariable, mapTree, toPoly } from '../../../algebra/reading';
import {
  chain,
  eq,
  fn,
  list,
  neg,
  n as numberNode,
  pow,
  times,
  variable,
} from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, SolveStop, unchecked } from '../../../math/rational';
import type { ExplainedStep } from '../../../math/rules';
import { negLead, qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode, MathRelation } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Case, kind } from '../../kind';
import {
  answeredSet,
  compound,
  polynomialInequality,
  type Solved,
  unknownIn,
} from '../../methods/inequality';
import {
  ALL,
  assemble,
  combine,
  exactOf,
  flip,
  type Inequality,
  isAll,
  isInequality,
  isStrict,
  NONE,
  NONE_TEXT,
  setNode,
} from '../../methods/interval';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';

type Relation = Extract<MathNode, { type: 'relation' }>;

const isAbs = (n: MathNode): boolean => n.type === 'function' && n.name === 'abs';

/** Whether a relation has an absolute value of the unknown in it (|2x − 1| = 5, abs(x) ≥ 4). */
export const hasAbsoluteValue = (tree: Relation): boolean =>
  contains(tree, (n) => isAbs(n) && hasVariable(n));

const SHAPE =
  'Absolute values are supported as one |…| of the unknown, maybe times a number plus a number, compared with a number: |2x − 1| = 5, 3|x + 2| − 1 < 8';
const unsupported = (message = SHAPE): SolveStop => new SolveStop('unsupported', message);

/** A stand-in for |A| while the side around it is read as a polynomial (never a typed name). */
const U = '|A|';

const ZERO_NODE = /* @__PURE__ */ numberNode(0);

/** Subtract/Add q to both sides, then divide by p (flipping an inequality for p < 0). */
const isolate = (
  p: Q,
  q: Q,
  rel: MathRelation,
  c: Q,
  abs: MathNode,
  steps: ExplainedStep[],
): { rel: MathRelation; c: Q } => {
  const side = R.eq(p, R.ONE) ? abs : R.eq(p, R.int(-1)) ? negLead(abs) : times(qNode(p), abs);
  let k = c;
  if (!R.isZero(q)) {
    k = R.sub(c, q);
    const shown = toText(qNode(R.abs(q)));
    steps.push(
      step(
        R.sign(q) > 0 ? `Subtract ${shown} from both sides` : `Add ${shown} to both sides`,
        chain(side, rel, qNode(k)),
        isInequality(rel) ? 'ineqSides' : 'sides',
      ),
    );
  }
  let r = rel;
  if (!R.eq(p, R.ONE)) {
    k = R.div(k, p);
    const by = toText(qNode(p));
    const negative = R.sign(p) < 0;
    const note =
      negative && isInequality(rel)
        ? `Divide both sides by ${by}; dividing by a negative number flips the inequality: ${rel} becomes ${flip(rel)}`
        : `Divide both sides by ${by}`;
    if (negative && isInequality(rel)) r = flip(rel);
    steps.push(step(note, chain(abs, r, qNode(k)), isInequality(rel) ? 'ineqScale' : 'scale'));
  }
  return { rel: r, c: k };
};

/** |A| = c: no solution for c < 0, A = 0 for c = 0, else the two cases A = c and A = −c. */
const absoluteEquation = (A: MathNode, abs: MathNode, c: Q, x: string, steps: ExplainedStep[]) => {
  const cNode = qNode(c);
  if (R.sign(c) < 0) {
    steps.push(
      step(
        `An absolute value is never negative, so ${toText(eq(abs, cNode))} has no solution`,
        chain(abs, '≥', ZERO_NODE),
        'absPositive',
      ),
    );
    return { roots: [] as Exact[], method: 'absolute value is never negative' };
  }
  const cases: Q[] = R.isZero(c) ? [R.ZERO] : [c, R.neg(c)];
  if (R.isZero(c))
    steps.push(
      step('An absolute value is 0 only where what is inside is 0', eq(A, ZERO_NODE), 'absZero'),
    );
  else
    steps.push(
      step(
        `Two cases: what is inside the absolute value is ${toText(cNode)} or ${toText(qNode(R.neg(c)))}`,
        list(eq(A, cNode), eq(A, qNode(R.neg(c)))),
        'absCases',
      ),
    );
  const roots: Exact[] = [];
  cases.forEach((k, i) => {
    const o = solvePolynomial(A, qNode(k), x);
    if (o.status === 'all') throw unsupported();
    if (cases.length > 1)
      steps.push(step(`Case ${i + 1}: ${toText(eq(A, qNode(k)))}`, eq(A, qNode(k)), 'absCases'));
    steps.push(...withoutAlone(o.steps));
    for (const r of o.roots) if (!roots.some((s) => E.equal(s, r))) roots.push(r);
  });
  roots.sort((a, b) => E.sign(E.sub(a, b)));
  return { roots, method: R.isZero(c) ? 'absolute value of 0' : 'two cases' };
};

/** The steps of one case of an inequality, after a step that names it. */
const inequalityCase = (
  label: string,
  A: MathNode,
  rel: Inequality,
  k: Q,
  x: string,
  steps: ExplainedStep[],
  rule: 'absWithin' | 'absOutside',
): Solved => {
  const statement = chain(A, rel, qNode(k));
  steps.push(step(`${label}: ${toText(statement)}`, statement, rule));
  return polynomialInequality(A, rel, qNode(k), x, steps);
};

/** |A| `rel` c for an inequality sign. */
const absoluteInequality = (
  A: MathNode,
  inside: Poly,
  abs: MathNode,
  rel: Inequality,
  c: Q,
  x: string,
  steps: ExplainedStep[],
): Solved => {
  const cNode = qNode(c);
  const asked = toText(chain(abs, rel, cNode));
  const below = rel === '<' || rel === '≤';
  const never = (set: typeof ALL, why: string, method: string): Solved => {
    steps.push(step(why, chain(abs, '≥', ZERO_NODE), 'absPositive'));
    return { set, method, steps, boundaries: [] };
  };
  const sign = R.sign(c);
  if (below && (sign < 0 || (sign === 0 && isStrict(rel))))
    return never(
      NONE,
      `An absolute value is never negative, so ${asked} has no solution`,
      'absolute value is never negative',
    );
  if (!below && (sign < 0 || (sign === 0 && !isStrict(rel))))
    return never(
      ALL,
      `An absolute value is never negative, so ${asked} for every ${x}`,
      'absolute value is never negative',
    );
  if (sign === 0) {
    // |A| ≤ 0 only where A = 0; |A| > 0 everywhere else.
    steps.push(
      step(
        below
          ? 'An absolute value is never negative, so it is at most 0 only where it is 0: where what is inside is 0'
          : 'An absolute value is positive except where what is inside is 0',
        below ? eq(A, ZERO_NODE) : chain(abs, '≥', ZERO_NODE),
        below ? 'absZero' : 'absPositive',
      ),
    );
    const o = solvePolynomial(A, ZERO_NODE, x);
    if (o.status === 'all') throw unsupported();
    steps.push(...withoutAlone(o.steps));
    const points = o.status === 'roots' ? o.roots : [];
    const set = assemble(
      points,
      points.concat([[]]).map(() => !below),
      points.map(() => below),
    );
    if (!below && set.length > 0)
      steps.push(step(`Every ${x} except where ${toText(A)} = 0`, setNode(set, x), 'absZero'));
    return { set, method: 'absolute value of 0', steps, boundaries: points };
  }
  const negC = qNode(R.neg(c));
  if (below) {
    steps.push(
      step(
        `${asked} means ${toText(negC)} ${rel} ${toText(A)} ${rel} ${toText(cNode)}: ${toText(A)} is within ${toText(cNode)} of 0`,
        chain(negC, rel, A, rel, cNode),
        'absWithin',
      ),
    );
    if (P.degree(inside, x) === 1) {
      const solved = compound(R.neg(c), rel, inside, rel, c, x, steps);
      return { ...solved, method: 'two cases as a compound inequality' };
    }
    const first = inequalityCase('Case 1', A, flip(rel), R.neg(c), x, steps, 'absWithin');
    const second = inequalityCase('Case 2', A, rel, c, x, steps, 'absWithin');
    const set = combine(first.set, second.set, true);
    steps.push(
      step('Both must hold: the numbers in both cases', setStatement(set, x, A, rel, c), 'both'),
    );
    return {
      set,
      method: 'two cases',
      steps,
      boundaries: [...first.boundaries, ...second.boundaries],
    };
  }
  const other = flip(rel);
  steps.push(
    step(
      `${asked} means ${toText(A)} ${other} ${toText(negC)} or ${toText(A)} ${rel} ${toText(cNode)}`,
      list(chain(A, other, negC), chain(A, rel, cNode)),
      'absOutside',
    ),
  );
  const first = inequalityCase('Case 1', A, other, R.neg(c), x, steps, 'absOutside');
  const second = inequalityCase('Case 2', A, rel, c, x, steps, 'absOutside');
  const set = combine(first.set, second.set, false);
  steps.push(
    step(
      'Either case: the numbers in one case or the other',
      setStatement(set, x, A, rel, c),
      'either',
    ),
  );
  return {
    set,
    method: 'two cases',
    steps,
    boundaries: [...first.boundaries, ...second.boundaries],
  };
};

/** The set found, as the statement of a step (every number: |A| ≥ 0 is shown instead). */
const setStatement = (set: typeof ALL, x: string, A: MathNode, rel: Inequality, c: Q): MathNode => {
  if (set.length === 0) return chain(fn('abs', A), '≥', ZERO_NODE);
  if (isAll(set)) return chain(fn('abs', A), rel, qNode(c));
  return setNode(set, x);
};

/** The roots as the answer, each first substituted into the problem as typed, exactly. */
const checkedRoots = (
  tree: Relation,
  x: string,
  roots: Exact[],
  method: string,
  steps: ExplainedStep[],
): Answered => {
  for (const r of roots) {
    const at = mapTree(tree, (n) =>
      n.type === 'variable' && n.name === x ? E.toNode(r) : undefined,
    );
    let holds = false;
    try {
      const [l, rr] = (at as Relation).operands.map(exactOf) as [Exact, Exact];
      holds = E.equal(l, rr);
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
    }
    if (!holds) throw unchecked();
  }
  const solutions = roots.map((r) => solution(eq(variable(x), E.toNode(r)), E.toNode(r)));
  return {
    kind: 'absolute-value',
    method,
    answer: solutions.length === 0 ? NONE_TEXT : solutions.map((s) => s.text).join(' or '),
    solutions,
    steps,
  };
};

/**
 * |A| < |B| (or ≤, >, ≥), one absolute value on each side: both sides are at least 0, so squaring
 * keeps the inequality, and A² < B² is a polynomial inequality (A² − B² = (A − B)(A + B) changes
 * sign only where A = B or A = −B), solved by its sign chart; checked as every set answer is.
 */
const twoAbsoluteInequality = (
  tree: Relation,
  A: MathNode,
  rel: Inequality,
  B: MathNode,
  x: string,
): Answered => {
  const two = numberNode(2);
  const steps: ExplainedStep[] = [
    step(
      'Both sides are absolute values, never negative, so squaring both sides keeps the inequality; and |a|² = a²',
      chain(pow(A, two), rel, pow(B, two)),
      'squareOrder',
    ),
  ];
  const solved = polynomialInequality(pow(A, two), rel, pow(B, two), x, steps);
  return answeredSet('absolute-value', tree, x, { ...solved, method: 'squaring both sides' });
};

/**
 * |A| = |B|, one absolute value on each side: what is inside them is equal or opposite, so the
 * two cases A = B and A = −B, each solved with its steps.
 */
const twoAbsoluteValues = (tree: Relation, x: string): Answered => {
  const [left, right] = tree.operands as [MathNode, MathNode];
  const inside = (n: MathNode) =>
    isAbs(n) &&
    n.type === 'function' &&
    n.args.length === 1 &&
    !contains(n.args[0] as MathNode, isAbs)
      ? (n.args[0] as MathNode)
      : undefined;
  const [A, B] = [inside(left), inside(right)];
  const rel = tree.relations[0] as MathRelation;
  if (!A || !B || (rel !== '=' && !isInequality(rel)))
    throw unsupported(
      `${SHAPE}; or an absolute value on each side and nothing else: |x − 1| = |2x + 4|, |x − 1| < |x + 2|`,
    );
  if (rel !== '=') return twoAbsoluteInequality(tree, A, rel as Inequality, B, x);
  const cases: [MathNode, MathNode][] = [
    [A, B],
    [A, neg(B)],
  ];
  const steps: ExplainedStep[] = [
    step(
      'Two absolute values are equal when what is inside them is equal or opposite: two cases',
      list(...cases.map(([a, b]) => eq(a, b))),
      'absEqual',
    ),
  ];
  const roots: Exact[] = [];
  for (const [i, [a, b]] of cases.entries()) {
    const statement = eq(a, b);
    const o = solvePolynomial(a, b, x);
    // A case with no solution is said as what holds instead: A ≠ B for every x.
    if (o.status === 'none' || (o.status === 'roots' && o.roots.length === 0))
      steps.push(
        step(`Case ${i + 1}: ${toText(statement)} has no solution`, chain(a, '≠', b), 'absEqual'),
      );
    else
      steps.push(
        step(`Case ${i + 1}: ${toText(statement)}`, statement, 'absEqual'),
        ...withoutAlone(o.steps),
      );
    // One case holds everywhere (|x − 1| = |1 − x|): so does the equation.
    if (o.status === 'all')
      return {
        kind: 'absolute-value',
        method: 'two cases: equal or opposite',
        answer: 'Every number is a solution',
        solutions: [],
        steps,
        outcome: 'all',
      };
    for (const r of o.roots) if (!roots.some((s) => E.equal(s, r))) roots.push(r);
  }
  roots.sort((a, b) => E.sign(E.sub(a, b)));
  return checkedRoots(tree, x, roots, 'two cases: equal or opposite', steps);
};

/**
 * A relation with one absolute value of the unknown: p·|A| + q `rel` c (or the sides the other
 * way round), solved by cases with steps; the answer is checked before it is returned.
 */
export const solveAbsolute = (tree: Relation): Answered => {
  if (tree.relations.length !== 1) throw unsupported();
  const x = unknownIn(tree);
  const [left, right] = tree.operands as [MathNode, MathNode];
  const absOn = (n: MathNode) => contains(n, (m) => isAbs(m) && hasVariable(m));
  if (absOn(left) && absOn(right)) return twoAbsoluteValues(tree, x);
  const swap = absOn(right);
  let rel = tree.relations[0] as MathRelation;
  if (rel !== '=' && !isInequality(rel)) throw unsupported();
  const [side, other] = swap ? [right, left] : [left, right];
  if (hasVariable(other)) throw unsupported();
  // The one |A| on its side, and that side as p·|A| + q.
  const found: MathNode[] = [];
  const shape = mapTree(side, (n) => {
    if (!isAbs(n) || !hasVariable(n)) return undefined;
    found.push(n);
    return variable(U);
  });
  const abs = found[0] as MathNode;
  if (found.length !== 1 || abs.type !== 'function' || abs.args.length !== 1) throw unsupported();
  const A = abs.args[0] as MathNode;
  if (contains(A, isAbs)) throw unsupported();
  let sidePoly: Poly;
  let inside: Poly;
  try {
    sidePoly = toPoly(shape);
    inside = toPoly(A);
  } catch (err) {
    if (err instanceof SolveStop && err.code === 'unsupported') throw unsupported();
    throw err;
  }
  if (P.variables(sidePoly).some((v) => v !== U) || P.degree(sidePoly, U) !== 1)
    throw unsupported();
  if (P.variables(inside).some((v) => v !== x) || P.degree(inside, x) > 2)
    throw unsupported(
      'Absolute values are supported with the unknown inside to at most the second power',
    );
  const c = E.rational(exactOf(other));
  if (!c) throw unsupported();
  const steps: ExplainedStep[] = [];
  if (swap) {
    if (isInequality(rel)) rel = flip(rel);
    steps.push(step('Write the absolute value on the left', chain(side, rel, other), 'swap'));
  }
  const p = P.coeff(sidePoly, U, 1);
  const q = P.constant(sidePoly);
  const absNode = fn('abs', A);
  const isolated = isolate(p, q, rel, c, absNode, steps);
  if (isolated.rel === '=') {
    const { roots, method } = absoluteEquation(A, absNode, isolated.c, x, steps);
    return checkedRoots(tree, x, roots, method, steps);
  }
  const solved = absoluteInequality(
    A,
    inside,
    absNode,
    isolated.rel as Inequality,
    isolated.c,
    x,
    steps,
  );
  return answeredSet('absolute-value', tree, x, solved);
};

export const absoluteValueKind = /* @__PURE__ */ kind({
  id: 'absolute-value',
  title: 'Absolute value',
  practice: 'algebra',
  example: '|2x-1| = 5',
});

/** An equation or inequality with |…| in it. */
export const absoluteValueCase: Case = {
  matches: (tree) => tree.type === 'relation' && hasAbsoluteValue(tree),
  solve: (tree) => solveAbsolute(tree as Relation),
};
