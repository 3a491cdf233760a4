/**
 * Inequalities in one unknown solved as the kinds that meet them solve them: linear (dividing by a
 * negative number flips the sign, said in its step), quadratic (the roots, then the sign on each
 * interval between them from a test point in each) and compound (−3 < 2x + 1 ≤ 7, the same
 * operation on all three parts). A set is answered in both notations and checked against the
 * problem as typed (`answeredSet`).
 */

import type { Poly } from '../../algebra/poly';
import * as P from '../../algebra/poly';
import { toPoly, variablesOf } from '../../algebra/reading';
import { chain, eq, list, n as numberNode, variable } from '../../math/build';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import type { Q } from '../../math/rational';
import * as R from '../../math/rational';
import { refuse } from '../../math/refusal';
import type { Say, StepParams, Wording, WorkedStep } from '../../math/rules';
import { qNode, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Answered } from '../equation';
import { rewriteSay } from '../rewrite';
import {
  ALL,
  assemble,
  between,
  checkSet,
  flip,
  type Inequality,
  isAll,
  isStrict,
  NONE,
  negation,
  pointBetween,
  type RealSet,
  ray,
  setAnswer,
  setData,
  setNode,
  setNotation,
} from './interval';
import { cancelledForm, POLYNOMIAL_REFUSALS, solvePolynomial, withoutAlone } from './polynomial';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** The sentences of the refusals of an inequality. */
export const INEQUALITY_REFUSALS = {
  inequalityUnknowns: 'Inequalities in more than one unknown are not supported',
  inequalityDegree: 'Inequalities of degree 3 or more are not supported',
} as const;

/** A set with what it took: its steps, its method and the boundary points found on the way. */
export interface Solved {
  set: RealSet;
  method: Wording;
  steps: WorkedStep[];
  boundaries: Exact[];
  /** A linear inequality: the side x was gathered on (either way solves it). */
  sides?: 'unknown-left' | 'unknown-right';
}

const ZERO_NODE = /* @__PURE__ */ numberNode(0);

/** The one unknown of a relation; a SolveStop when there is none or more than one. */
export const unknownIn = (tree: MathNode): string => {
  const names = variablesOf(tree);
  if (names.length === 0) throw refuse('unsupported', POLYNOMIAL_REFUSALS, 'noUnknownToSolve');
  if (names.length > 1) throw refuse('unsupported', INEQUALITY_REFUSALS, 'inequalityUnknowns');
  return names[0] as string;
};

/** "Subtract 2x from both sides" / "Add 6 to all three parts" for moving the term c·mono. */
const moveNote = (c: Q, mono: P.Mono, all = false): Say => {
  const shown = P.toNode([{ mono, c: R.abs(c) }]);
  const form = `${c.p > 0n ? 'subtract' : 'add'}${all ? 'All' : ''}`;
  return { rule: 'ineqSides', form, params: c.p > 0n ? { subtract: shown } : { add: shown } };
};

/**
 * "Divide both sides by 3", or by −2 with the flip said: of `signs`, each sign and the one it
 * becomes; all three parts of a compound inequality when `all`.
 */
const divideNote = (a: Q, signs: Inequality[], all = false): Say => {
  const divide = qNode(a);
  if (R.sign(a) >= 0)
    return { rule: 'ineqScale', form: all ? 'divideAll' : 'divide', params: { divide } };
  const [was, was2] = signs as [Inequality, Inequality | undefined];
  const form = all ? (was2 === undefined ? 'divideAllFlip' : 'divideAllFlipTwo') : 'divideFlip';
  return {
    rule: 'ineqScale',
    form,
    params: {
      divide,
      was,
      now: flip(was),
      ...(was2 === undefined ? {} : { was2, now2: flip(was2) }),
    },
  };
};

/** Which side of `bound` the relation `r` puts x on, as a set. */
const raySet = (r: Inequality, bound: Q): RealSet => ray(r, E.fromQ(bound));

/**
 * l `r` k with the unknown cancelled out: true for every x or for none. The note says so after
 * the move or the rewrite that cancelled it (`before`), when one did.
 */
const degenerate = (
  l: Q,
  r: Inequality,
  k: Q,
  x: string,
  before: Say | undefined,
  steps: WorkedStep[],
): Solved => {
  const holds = R.cmp(l, k);
  const ok = r === '<' ? holds < 0 : r === '>' ? holds > 0 : r === '≤' ? holds <= 0 : holds >= 0;
  steps.push(
    step(
      {
        rule: 'cancelled',
        form: cancelledForm('ineq', before, ok ? 'True' : 'False'),
        params: { ...before?.params, inequality: chain(qNode(l), r, qNode(k)), unknown: x },
      },
      chain(qNode(l), ok ? r : negation(r), qNode(k)),
    ),
  );
  return { set: ok ? ALL : NONE, method: 'linearInequality', steps, boundaries: [] };
};

/**
 * l `rel` r for polynomials of degree at most 1 in x: the same moves as a linear equation, with x
 * collected on the left, or on the right when asked (`onRight`: 2x + 1 < 5x − 8 gives 9 < 3x, no
 * sign turned round), then read from x. A result where x is left in play offers both ways.
 */
const linear = (
  l0: Poly,
  rel0: Inequality,
  r0: Poly,
  x: string,
  steps: WorkedStep[],
  onRight = false,
): Solved => {
  // x is gathered on the near side, the numbers on the far one; shown in the order typed.
  let [near, far, rel] = onRight ? [r0, l0, rel0] : [l0, r0, rel0];
  const typed = (a: MathNode, b: MathNode) => (onRight ? chain(b, rel, a) : chain(a, rel, b));
  const show = () => typed(P.toNode(near), P.toNode(far));
  const cancelled = (before: Say | undefined): Solved => {
    const [a, b] = [P.constant(near), P.constant(far)];
    return degenerate(onRight ? b : a, rel, onRight ? a : b, x, before, steps);
  };
  const X: P.Mono = { [x]: 1 };
  const D = R.lcm(P.denominator(near), P.denominator(far));
  if (D > 1n) {
    [near, far] = [P.scale(near, R.rat(D)), P.scale(far, R.rat(D))];
    steps.push(step({ rule: 'ineqScale', form: 'clear', params: { lcd: D } }, show()));
  }
  const [an, af] = [P.coeff(near, x, 1), P.coeff(far, x, 1)];
  if (!R.isZero(af)) {
    const move = [{ mono: X, c: af }];
    [near, far] = [P.sub(near, move), P.sub(far, move)];
    if (R.eq(an, af)) return cancelled(moveNote(af, X));
    steps.push(step(moveNote(af, X), show()));
  }
  const cn = P.constant(near);
  if (!R.isZero(cn)) {
    const move = P.constPoly(cn);
    [near, far] = [P.sub(near, move), P.sub(far, move)];
    steps.push(step(moveNote(cn, {}), show()));
  }
  const a = P.coeff(near, x, 1);
  if (R.isZero(a)) return cancelled(undefined);
  const bound = R.div(P.constant(far), a);
  if (!R.eq(a, R.ONE)) {
    const note = divideNote(a, [rel]);
    if (R.sign(a) < 0) rel = flip(rel);
    steps.push(step(note, typed(variable(x), qNode(bound))));
  }
  if (steps.length === 0)
    steps.push(
      step({ rule: 'alone', params: { unknown: variable(x) } }, typed(variable(x), qNode(bound))),
    );
  if (onRight) {
    rel = flip(rel);
    steps.push(
      step(
        { rule: 'order', params: { unknown: variable(x) } },
        chain(variable(x), rel, qNode(bound)),
      ),
    );
  }
  return {
    set: raySet(rel, bound),
    method: onRight ? { id: 'linearInequalityRight', params: { x } } : 'linearInequality',
    steps,
    boundaries: [E.fromQ(bound)],
    sides: onRight ? 'unknown-right' : 'unknown-left',
  };
};

/** p with x replaced by the number t, as written: 1² − 5 × 1 + 6. */
export const substituted = (p: Poly, x: string, t: Q): MathNode => {
  const node = P.toNode(p);
  const at = qNode(t);
  const put = (n: MathNode): MathNode => {
    if (n.type === 'variable' && n.name === x) return at;
    if (n.type === 'binary') return { ...n, left: put(n.left), right: put(n.right) };
    if (n.type === 'power') return { ...n, base: put(n.base) };
    if (n.type === 'fraction') return { ...n, num: put(n.num) };
    if (n.type === 'neg') return { ...n, arg: put(n.arg) };
    return n;
  };
  return put(node);
};

/**
 * q `rel` 0 for a quadratic q: its roots, then its sign on each interval between them from a
 * test point in each.
 */
const quadratic = (
  p: Poly,
  rel0: Inequality,
  rightIsZero: boolean,
  x: string,
  steps: WorkedStep[],
): Solved => {
  let rel = rel0;
  if (!rightIsZero)
    steps.push(step({ rule: 'ineqSides', form: 'left' }, chain(P.toNode(p), rel, ZERO_NODE)));
  // Whole coefficients with no common factor and a positive x² term.
  const k = P.wholeScale(p, x);
  let q = p;
  if (!R.eq(k, R.ONE)) {
    q = P.scale(p, k);
    const inverse = R.div(R.ONE, k);
    const note: Say =
      !R.isInt(k) && R.isInt(inverse)
        ? divideNote(inverse, [rel])
        : R.sign(k) < 0
          ? {
              rule: 'ineqScale',
              form: 'multiplyFlip',
              params: { multiply: qNode(k), was: rel, now: flip(rel) },
            }
          : { rule: 'ineqScale', form: 'multiply', params: { multiply: qNode(k) } };
    if (R.sign(k) < 0) rel = flip(rel);
    steps.push(step(note, chain(P.toNode(q), rel, ZERO_NODE)));
  }
  const shownQ = P.toNode(q);
  steps.push(step({ rule: 'signChange', params: { expression: shownQ } }, eq(shownQ, ZERO_NODE)));
  const roots = solvePolynomial(shownQ, ZERO_NODE, x);
  steps.push(...withoutAlone(roots.steps));
  const points = roots.status === 'roots' ? roots.roots : [];
  const X = variable(x);
  // The regions around the roots, a test point in each and the sign of q there. q has a positive
  // x² term, so it is positive outside its roots and negative between two.
  const regions = [undefined, ...points].map((lo, i) => {
    const hi = points[i];
    const t = pointBetween(lo, hi);
    const value = P.valueAt(q, x, t);
    const region =
      lo && hi
        ? chain(E.toNode(lo), '<', X, '<', E.toNode(hi))
        : lo
          ? chain(X, '>', E.toNode(lo))
          : hi
            ? chain(X, '<', E.toNode(hi))
            : undefined;
    return { t, value, region };
  });
  const wanted = rel === '<' || rel === '≤' ? -1 : 1;
  const tests = regions.map(({ t, value }) =>
    chain(substituted(q, x, t), '=', qNode(value), R.sign(value) > 0 ? '>' : '<', ZERO_NODE),
  );
  // The chart's form by the signs in order, P for positive and N for negative (PNP, PP, P), with
  // each region and its test point.
  const signs = regions.map(({ value }) => (R.sign(value) > 0 ? 'P' : 'N')).join('');
  const chart: StepParams = Object.fromEntries(
    regions.flatMap(({ t, region }, i) => [
      [`test${i + 1}`, qNode(t)],
      ...(region ? [[`region${i + 1}`, region]] : []),
    ]),
  );
  steps.push(
    step(
      {
        rule: 'signTest',
        form: `chart${signs}`,
        params: { expression: shownQ, unknown: x, ...chart },
      },
      tests.length === 1 ? (tests[0] as MathNode) : list(...tests),
    ),
  );
  const set = assemble(
    points,
    regions.map(({ value }) => R.sign(value) === wanted),
    points.map(() => !isStrict(rel)),
  );
  const asked = chain(shownQ, rel, ZERO_NODE);
  // Where q has the sign asked for: positive or negative, and 0 too when the sign is not strict.
  const where = `${wanted < 0 ? 'Negative' : 'Positive'}${isStrict(rel) ? '' : 'OrZero'}`;
  const about = { expression: shownQ, inequality: asked };
  steps.push(
    set.length === 0
      ? step(
          { rule: 'signTest', form: `never${where}`, params: about },
          chain(shownQ, negation(rel), ZERO_NODE),
        )
      : isAll(set)
        ? step(
            { rule: 'signTest', form: 'every', params: { inequality: asked, unknown: x } },
            chain(shownQ, rel, ZERO_NODE),
          )
        : step({ rule: 'signTest', form: `where${where}`, params: about }, setNode(set, x)),
  );
  return { set, method: 'signAnalysis', steps, boundaries: points };
};

/** left `rel` right for polynomial sides of degree at most 2 in x. */
export const polynomialInequality = (
  left: MathNode,
  rel: Inequality,
  right: MathNode,
  x: string,
  steps: WorkedStep[] = [],
  onRight = false,
): Solved => {
  const [l, r] = [toPoly(left), toPoly(right)];
  if (P.variables(P.sub(l, r)).some((v) => v !== x))
    throw refuse('unsupported', INEQUALITY_REFUSALS, 'inequalityUnknowns');
  if (P.isConstant(l) && P.isConstant(r))
    return degenerate(
      P.constant(l),
      rel,
      P.constant(r),
      x,
      { rule: 'expand', form: 'expand' },
      steps,
    );
  if (toText(P.toNode(l)) !== toText(left) || toText(P.toNode(r)) !== toText(right))
    steps.push(
      step(
        rewriteSay([
          [left, l],
          [right, r],
        ]),
        chain(P.toNode(l), rel, P.toNode(r)),
      ),
    );
  const degree = P.degree(P.sub(l, r), x);
  if (degree > 2) throw refuse('unsupported', INEQUALITY_REFUSALS, 'inequalityDegree');
  if (degree === 2)
    return quadratic(P.sub(l, r), rel, P.isConstant(r) && R.isZero(P.constant(r)), x, steps);
  // Higher powers on both sides that cancel (x² + x < x² + 3): taken off both sides first.
  const higher = r.filter((t) => (t.mono[x] ?? 0) > 1);
  if (higher.length > 0) {
    const [shown, negative] = [P.toNode(higher), (higher[0] as P.PolyTerm).c.p < 0n];
    const [l1, r1] = [P.sub(l, higher), P.sub(r, higher)];
    const note: Say = {
      rule: 'ineqSides',
      params: negative ? { add: P.toNode(P.scale(higher, R.int(-1))) } : { subtract: shown },
    };
    if (P.isConstant(l1) && P.isConstant(r1))
      return degenerate(P.constant(l1), rel, P.constant(r1), x, note, steps);
    steps.push(step(note, chain(P.toNode(l1), rel, P.toNode(r1))));
    return linear(l1, rel, r1, x, steps, onRight);
  }
  return linear(l, rel, r, x, steps, onRight);
};

/**
 * lo `r1` middle `r2` hi with numbers at the ends and the unknown in the middle, linear there:
 * each move made to all three parts.
 */
export const compound = (
  lo0: Q,
  r1: Inequality,
  middle: Poly,
  r2: Inequality,
  hi0: Q,
  x: string,
  steps: WorkedStep[],
): Solved => {
  let [lo, mid, hi] = [lo0, middle, hi0];
  let [s1, s2] = [r1, r2];
  const show = () => chain(qNode(lo), s1, P.toNode(mid), s2, qNode(hi));
  const D = P.denominator(mid);
  if (D > 1n) {
    const k = R.rat(D);
    [lo, mid, hi] = [R.mul(lo, k), P.scale(mid, k), R.mul(hi, k)];
    steps.push(step({ rule: 'ineqScale', form: 'clearAll', params: { lcd: D } }, show()));
  }
  const c = P.constant(mid);
  if (!R.isZero(c)) {
    [lo, mid, hi] = [R.sub(lo, c), P.sub(mid, P.constPoly(c)), R.sub(hi, c)];
    steps.push(step(moveNote(c, {}, true), show()));
  }
  const a = P.coeff(mid, x, 1);
  const X = variable(x);
  if (!R.eq(a, R.ONE)) {
    [lo, hi] = [R.div(lo, a), R.div(hi, a)];
    const note = divideNote(a, s1 === s2 ? [s1] : [s1, s2], true);
    if (R.sign(a) < 0) [s1, s2] = [flip(s1), flip(s2)];
    steps.push(step(note, chain(qNode(lo), s1, X, s2, qNode(hi))));
    if (R.sign(a) < 0) {
      [lo, s1, s2, hi] = [hi, flip(s2), flip(s1), lo];
      steps.push(step({ rule: 'order', form: 'smaller' }, chain(qNode(lo), s1, X, s2, qNode(hi))));
    }
  }
  const set = between(E.fromQ(lo), s1 === '≤', E.fromQ(hi), s2 === '≤');
  if (set.length === 0)
    steps.push(
      R.eq(lo, hi)
        ? step({ rule: 'empty', form: 'equal' }, eq(qNode(lo), qNode(hi)))
        : step(
            {
              rule: 'empty',
              form: `${s1 === '<' ? 'above' : 'atLeast'}${s2 === '<' ? 'Below' : 'AtMost'}`,
              params: { low: qNode(lo), high: qNode(hi) },
            },
            chain(qNode(hi), '<', qNode(lo)),
          ),
    );
  else if (R.eq(lo, hi))
    steps.push(step({ rule: 'squeeze', params: { value: qNode(lo) } }, eq(X, qNode(lo))));
  return { set, method: 'compoundInequality', steps, boundaries: [E.fromQ(lo), E.fromQ(hi)] };
};

/** A set as `solve` gives it: the answer in both notations, checked against the problem. */
export const answeredSet = (
  kind: 'inequality' | 'absolute-value',
  tree: Relation,
  x: string,
  solved: Solved,
): Answered => {
  checkSet(tree, x, solved.set, solved.boundaries);
  const set = setData(solved.set);
  const interval = setNotation(set);
  return {
    kind,
    method: solved.method,
    ...setAnswer(solved.set, x),
    solutions: [],
    steps: solved.steps,
    interval: interval.text,
    intervalMathml: interval.mathml,
    set,
  };
};
