/**
 * Absolute-value equations and inequalities, as `solve` answers them: p·|A| + q compared with a
 * number, A a polynomial in the unknown. The absolute value is first isolated, then split into
 * its cases, each shown: |A| = c is A = c or A = −c; |A| < c is −c < A < c; |A| > c is A < −c or
 * A > c. A negative c is answered by the reason alone (an absolute value is never negative).
 * An equation with the unknown on the other side too (|x − 1| = x − 1, |x| = x²) is split by the
 * sign of A instead: |A| is A where A ≥ 0 and −A where A < 0, so each part of the line has its own
 * equation, and its answer may be a whole part (every x ≥ 1), given as a set. A square root of a
 * square, √(u²), is read as the |u| it is. Every answer is checked against the problem as typed
 * before it is returned.
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
import { evalExact } from '../../../math/evaluateExact';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, SolveStop } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { negLead, qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode, MathRelation } from '../../../math/tree';
import { answerInWords } from '../../answer';
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
  flip,
  type Inequality,
  isAll,
  isInequality,
  isStrict,
  NONE,
  setNode,
} from '../../methods/interval';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { checkedRoots } from './answer';
import { bySign } from './by-sign';
import { ABSOLUTE_VALUE_REFUSALS } from './refusals';

type Relation = Extract<MathNode, { type: 'relation' }>;

const isAbs = (n: MathNode): boolean => n.type === 'function' && n.name === 'abs';

/** Whether a relation has an absolute value of the unknown in it (|2x − 1| = 5, abs(x) ≥ 4). */
export const hasAbsoluteValue = (tree: Relation): boolean =>
  contains(tree, (n) => isAbs(n) && hasVariable(n));

type Why = keyof typeof ABSOLUTE_VALUE_REFUSALS;
const unsupported = (id: Why = 'absoluteShape'): SolveStop =>
  refuse(
    'unsupported',
    ABSOLUTE_VALUE_REFUSALS,
    id,
    id === 'absoluteOrTwo' ? { shape: said(ABSOLUTE_VALUE_REFUSALS, 'absoluteShape') } : undefined,
  );

/** A stand-in for |A| while the side around it is read as a polynomial (never a typed name). */
const U = '|A|';

const ZERO_NODE = /* @__PURE__ */ numberNode(0);

/** The side the absolute value is compared with, as a tree: a number as written (−2/3), else the polynomial. */
const sideNode = (k: Poly): MathNode => (P.isConstant(k) ? qNode(P.constant(k)) : P.toNode(k));

/**
 * Subtract/Add q (a number, or in an equation terms in the unknown) to both sides, then divide by
 * p (flipping an inequality for p < 0).
 */
const isolate = (
  p: Q,
  q: Poly,
  rel: MathRelation,
  c: Poly,
  abs: MathNode,
  steps: WorkedStep[],
): { rel: MathRelation; c: Poly } => {
  const side = R.eq(p, R.ONE) ? abs : R.eq(p, R.int(-1)) ? negLead(abs) : times(qNode(p), abs);
  const inequality = isInequality(rel);
  let k = c;
  if (q.length > 0) {
    k = P.sub(c, q);
    // Taken away when its terms are not all negative, else their opposite added.
    const negative = q.every((t) => R.sign(t.c) < 0);
    const amount = sideNode(negative ? P.scale(q, R.int(-1)) : q);
    steps.push(
      step(
        !negative
          ? {
              rule: inequality ? 'ineqSides' : 'sides',
              form: 'subtract',
              params: { subtract: amount },
            }
          : { rule: inequality ? 'ineqSides' : 'sides', form: 'add', params: { add: amount } },
        chain(side, rel, sideNode(k)),
      ),
    );
  }
  let r = rel;
  if (!R.eq(p, R.ONE)) {
    k = P.scale(k, R.div(R.ONE, p));
    const divide = qNode(p);
    const flips = R.sign(p) < 0 && isInequality(rel);
    if (flips) r = flip(rel);
    steps.push(
      step(
        flips
          ? { rule: 'ineqScale', form: 'divideFlip', params: { divide, was: rel, now: r } }
          : { rule: inequality ? 'ineqScale' : 'scale', form: 'divide', params: { divide } },
        chain(abs, r, sideNode(k)),
      ),
    );
  }
  return { rel: r, c: k };
};

/** |A| = c: no solution for c < 0, A = 0 for c = 0, else the two cases A = c and A = −c. */
const absoluteEquation = (A: MathNode, abs: MathNode, c: Q, x: string, steps: WorkedStep[]) => {
  const cNode = qNode(c);
  if (R.sign(c) < 0) {
    steps.push(
      step(
        { rule: 'absPositive', form: 'absNoSolution', params: { statement: eq(abs, cNode) } },
        chain(abs, '≥', ZERO_NODE),
      ),
    );
    return { roots: [] as Exact[], method: 'absNeverNegative' };
  }
  const cases: Q[] = R.isZero(c) ? [R.ZERO] : [c, R.neg(c)];
  if (R.isZero(c)) steps.push(step({ rule: 'absZero', form: 'absOnlyZero' }, eq(A, ZERO_NODE)));
  else
    steps.push(
      step(
        { rule: 'absCases', form: 'absTwo', params: { value: cNode, opposite: qNode(R.neg(c)) } },
        list(eq(A, cNode), eq(A, qNode(R.neg(c)))),
      ),
    );
  const roots: Exact[] = [];
  cases.forEach((k, i) => {
    const o = solvePolynomial(A, qNode(k), x);
    if (o.status === 'all') throw unsupported();
    const equation = eq(A, qNode(k));
    if (cases.length > 1)
      steps.push(
        step({ rule: 'absCases', form: 'absCase', params: { case: i + 1, equation } }, equation),
      );
    steps.push(...withoutAlone(o.steps));
    for (const r of o.roots) if (!roots.some((s) => E.equal(s, r))) roots.push(r);
  });
  roots.sort((a, b) => E.sign(E.sub(a, b)));
  return { roots, method: R.isZero(c) ? 'absOfZero' : 'twoCases' };
};

/** The steps of one case of an inequality, after a step that names it. */
const inequalityCase = (
  number: number,
  A: MathNode,
  rel: Inequality,
  k: Q,
  x: string,
  steps: WorkedStep[],
  rule: 'absWithin' | 'absOutside',
): Solved => {
  const statement = chain(A, rel, qNode(k));
  steps.push(step({ rule, form: 'absCase', params: { case: number, statement } }, statement));
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
  steps: WorkedStep[],
): Solved => {
  const cNode = qNode(c);
  const asked = chain(abs, rel, cNode);
  const below = rel === '<' || rel === '≤';
  const never = (set: typeof ALL): Solved => {
    steps.push(
      step(
        set.length === 0
          ? { rule: 'absPositive', form: 'absNoSolution', params: { statement: asked } }
          : { rule: 'absPositive', form: 'absEvery', params: { statement: asked, unknown: x } },
        chain(abs, '≥', ZERO_NODE),
      ),
    );
    return { set, method: 'absNeverNegative', steps, boundaries: [] };
  };
  const sign = R.sign(c);
  if (below && (sign < 0 || (sign === 0 && isStrict(rel)))) return never(NONE);
  if (!below && (sign < 0 || (sign === 0 && !isStrict(rel)))) return never(ALL);
  if (sign === 0) {
    // |A| ≤ 0 only where A = 0; |A| > 0 everywhere else.
    steps.push(
      below
        ? step({ rule: 'absZero', form: 'absAtMostZero' }, eq(A, ZERO_NODE))
        : step({ rule: 'absPositive', form: 'absPositiveExcept' }, chain(abs, '≥', ZERO_NODE)),
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
      steps.push(
        step(
          {
            rule: 'absZero',
            form: 'absExcept',
            params: { unknown: x, equation: eq(A, ZERO_NODE) },
          },
          setNode(set, x),
        ),
      );
    return { set, method: 'absOfZero', steps, boundaries: points };
  }
  const negC = qNode(R.neg(c));
  if (below) {
    const between = chain(negC, rel, A, rel, cNode);
    steps.push(
      step(
        {
          rule: 'absWithin',
          form: 'absMeans',
          params: { statement: asked, between, inside: A, bound: cNode },
        },
        between,
      ),
    );
    if (P.degree(inside, x) === 1) {
      const solved = compound(R.neg(c), rel, inside, rel, c, x, steps);
      return { ...solved, method: 'twoCasesCompound' };
    }
    const first = inequalityCase(1, A, flip(rel), R.neg(c), x, steps, 'absWithin');
    const second = inequalityCase(2, A, rel, c, x, steps, 'absWithin');
    const set = combine(first.set, second.set, true);
    steps.push(step({ rule: 'both', form: 'absBoth' }, setStatement(set, x, A, rel, c)));
    return {
      set,
      method: 'twoCases',
      steps,
      boundaries: [...first.boundaries, ...second.boundaries],
    };
  }
  const other = flip(rel);
  const [lower, upper] = [chain(A, other, negC), chain(A, rel, cNode)];
  steps.push(
    step(
      {
        rule: 'absOutside',
        form: 'absMeans',
        params: { statement: asked, below: lower, above: upper },
      },
      list(lower, upper),
    ),
  );
  const first = inequalityCase(1, A, other, R.neg(c), x, steps, 'absOutside');
  const second = inequalityCase(2, A, rel, c, x, steps, 'absOutside');
  const set = combine(first.set, second.set, false);
  steps.push(step({ rule: 'either', form: 'absEither' }, setStatement(set, x, A, rel, c)));
  return {
    set,
    method: 'twoCases',
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
  before: readonly WorkedStep[],
): Answered => {
  const two = numberNode(2);
  const steps: WorkedStep[] = [
    ...before,
    step({ rule: 'squareOrder', form: 'absBoth' }, chain(pow(A, two), rel, pow(B, two))),
  ];
  const solved = polynomialInequality(pow(A, two), rel, pow(B, two), x, steps);
  return answeredSet('absolute-value', tree, x, { ...solved, method: 'squaringBothSides' });
};

/**
 * |A| = |B|, one absolute value on each side: what is inside them is equal or opposite, so the
 * two cases A = B and A = −B, each solved with its steps.
 */
const twoAbsoluteValues = (tree: Relation, x: string, before: readonly WorkedStep[]): Answered => {
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
  if (!A || !B || (rel !== '=' && !isInequality(rel))) throw unsupported('absoluteOrTwo');
  if (rel !== '=') return twoAbsoluteInequality(tree, A, rel as Inequality, B, x, before);
  const cases: [MathNode, MathNode][] = [
    [A, B],
    [A, neg(B)],
  ];
  const steps: WorkedStep[] = [
    ...before,
    step({ rule: 'absEqual', form: 'absTwo' }, list(...cases.map(([a, b]) => eq(a, b)))),
  ];
  const roots: Exact[] = [];
  for (const [i, [a, b]] of cases.entries()) {
    const statement = eq(a, b);
    const o = solvePolynomial(a, b, x);
    // A case with no solution is said as what holds instead: A ≠ B for every x.
    const params = { case: i + 1, equation: statement };
    if (o.status === 'none' || (o.status === 'roots' && o.roots.length === 0))
      steps.push(step({ rule: 'absEqual', form: 'absCaseNone', params }, chain(a, '≠', b)));
    else
      steps.push(
        step({ rule: 'absEqual', form: 'absCase', params }, statement),
        ...withoutAlone(o.steps),
      );
    // One case holds everywhere (|x − 1| = |1 − x|): so does the equation.
    if (o.status === 'all')
      return {
        kind: 'absolute-value',
        method: 'equalOrOpposite',
        ...answerInWords({ id: 'every' }),
        solutions: [],
        steps,
        outcome: 'all',
      };
    for (const r of o.roots) if (!roots.some((s) => E.equal(s, r))) roots.push(r);
  }
  roots.sort((a, b) => E.sign(E.sub(a, b)));
  return checkedRoots(tree, x, roots, 'equalOrOpposite', steps);
};

/** A side as a polynomial; unsupported when it is not one. */
const polynomial = (node: MathNode, why?: Why): Poly => {
  try {
    return toPoly(node);
  } catch (err) {
    if (err instanceof SolveStop && err.code === 'unsupported') throw unsupported(why);
    throw err;
  }
};

/**
 * A relation with one absolute value of the unknown: p·|A| + q `rel` c (or the sides the other
 * way round), or p·|A| + q = B with the unknown in B too, solved by cases with steps; the answer is
 * checked before it is returned. `before` are the steps that read the problem so (√(x²) as |x|).
 */
export const solveAbsolute = (tree: Relation, before: readonly WorkedStep[] = []): Answered => {
  if (tree.relations.length !== 1) throw unsupported();
  const x = unknownIn(tree);
  const [left, right] = tree.operands as [MathNode, MathNode];
  const absOn = (n: MathNode) => contains(n, (m) => isAbs(m) && hasVariable(m));
  if (absOn(left) && absOn(right)) return twoAbsoluteValues(tree, x, before);
  const swap = absOn(right);
  let rel = tree.relations[0] as MathRelation;
  if (rel !== '=' && !isInequality(rel)) throw unsupported();
  const [side, other] = swap ? [right, left] : [left, right];
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
  const sidePoly = polynomial(shape);
  const inside = polynomial(A);
  if (
    P.variables(sidePoly).some((v) => v !== U && v !== x) ||
    P.degree(sidePoly, U) !== 1 ||
    sidePoly.some((t) => t.mono[U] !== undefined && t.mono[x] !== undefined)
  )
    throw unsupported();
  if (P.variables(inside).some((v) => v !== x) || P.degree(inside, x) > 2)
    throw unsupported('absoluteSquare');
  // The other side: a number, or (in an equation) a polynomial in the unknown.
  let c: Poly;
  if (hasVariable(other) || P.variables(sidePoly).includes(x)) {
    if (P.degree(inside, x) !== 1) throw unsupported('absoluteBothSides');
    c = polynomial(other, 'absoluteBothSides');
    if (P.variables(c).some((v) => v !== x) || P.degree(c, x) > 2)
      throw unsupported('absoluteBothSides');
  } else {
    const number = E.rational(evalExact(other));
    if (!number) throw unsupported();
    c = P.constPoly(number);
  }
  const steps: WorkedStep[] = [...before];
  if (swap) {
    if (isInequality(rel)) rel = flip(rel);
    steps.push(step({ rule: 'swap', form: 'absLeft' }, chain(side, rel, other)));
  }
  const p = P.coeff(sidePoly, U, 1);
  // The side without its absolute value: q, a number or (in an equation) terms in the unknown.
  const q = P.sub(sidePoly, P.mul(P.constPoly(p), P.varPoly(U)));
  const absNode = fn('abs', A);
  const isolated = isolate(p, q, rel, c, absNode, steps);
  if (!P.isConstant(isolated.c)) {
    // The other side as typed when nothing was moved: 2 − x rather than −x + 2.
    const right = q.length === 0 && R.eq(p, R.ONE) ? other : sideNode(isolated.c);
    return bySign(tree, A, inside, absNode, isolated.rel, right, x, steps);
  }
  const k = P.constant(isolated.c);
  if (isolated.rel === '=') {
    const { roots, method } = absoluteEquation(A, absNode, k, x, steps);
    return checkedRoots(tree, x, roots, method, steps);
  }
  const solved = absoluteInequality(A, inside, absNode, isolated.rel as Inequality, k, x, steps);
  return answeredSet('absolute-value', tree, x, solved);
};

export const absoluteValueKind = /* @__PURE__ */ kind({
  methods: {
    absNeverNegative: 'absolute value is never negative',
    absOfZero: 'absolute value of 0',
    twoCases: 'two cases',
    twoCasesCompound: 'two cases as a compound inequality',
    squaringBothSides: 'squaring both sides',
    equalOrOpposite: 'two cases: equal or opposite',
    twoCasesBySign: 'two cases by the sign',
  },
  id: 'absolute-value',
  title: 'Absolute value',
  practice: 'algebra',
  example: '|2x-1| = 5',
});

/** u in √(u²), a square root of the square of something with the unknown in it. */
const squared = (n: MathNode): MathNode | undefined =>
  n.type === 'root' &&
  (!n.index || (n.index.type === 'number' && n.index.value === '2')) &&
  n.radicand.type === 'power' &&
  n.radicand.exponent.type === 'number' &&
  n.radicand.exponent.value === '2' &&
  hasVariable(n.radicand.base)
    ? n.radicand.base
    : undefined;

/**
 * The relation with each √(u²) of the unknown read as |u|, with a step for each; undefined when
 * it has none.
 */
const rootsOfSquaresRead = (
  tree: Relation,
): { tree: Relation; steps: WorkedStep[] } | undefined => {
  const roots: MathNode[] = [];
  const read = mapTree(tree, (n) => {
    const u = squared(n);
    if (u === undefined) return undefined;
    if (!roots.some((r) => toText(r) === toText(n))) roots.push(n);
    return fn('abs', u);
  }) as Relation;
  if (roots.length === 0) return undefined;
  const steps = roots.map((root) =>
    step(
      {
        rule: 'rootOfSquare',
        form: 'absRoot',
        params: { root, abs: fn('abs', squared(root) as MathNode) },
      },
      read,
    ),
  );
  return { tree: read, steps };
};

/**
 * An equation or inequality with |…| in it, or a square root of a square (√(x²) = x), which is an
 * absolute value. Read so, a relation this kind cannot answer is left to the other kinds (the
 * radical kind squares √(x²) = 4 as it squares every square root).
 */
export const absoluteValueCase: Case = {
  matches: (tree) =>
    tree.type === 'relation' && (hasAbsoluteValue(tree) || contains(tree, (n) => !!squared(n))),
  solve: (tree) => {
    const read = rootsOfSquaresRead(tree as Relation);
    if (!read) return solveAbsolute(tree as Relation);
    try {
      return solveAbsolute(read.tree, read.steps);
    } catch (err) {
      if (err instanceof SolveStop && err.code === 'unsupported') return undefined;
      throw err;
    }
  },
};
