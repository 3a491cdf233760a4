/**
 * The last check before an answer is shown, independent of how it was found: each solution of an
 * equation is put back into the equation as typed (and each pair or triple into every equation
 * of a system), and an expression's answer is compared with the expression as typed at sample
 * points, a derivative with finite differences of the function and an antiderivative through its
 * derivative (below). All in floating point, from the trees, so no step of the solving is
 * trusted. An answer that fails is refused rather than shown; one that cannot be evaluated
 * (outside every sample's domain) is let through, as it was found by exact means.
 */

import { randomNumbers } from '../_lib/random';
import { closeFloat, complexFloat } from '../algebra/complex';
import { type Domain, domainOf, kinksOf } from '../algebra/domain';
import * as P from '../algebra/poly';
import { type Estimate, integrate } from '../algebra/quadrature';
import {
  evalExact,
  hasVariable,
  mapTree,
  substitute,
  toPoly,
  variablesOf,
} from '../algebra/reading';
import { missing, type Point, setConditions } from '../algebra/real-set';
import { agree, agreeAtPoints, RANGES, seedOf } from '../algebra/samplePoints';
import { approxEqual, TOLERANCE } from '../math/approx';
import { compileMath, evaluateMath } from '../math/evaluateMath';
import * as E from '../math/exact';
import { parsedShape } from '../math/parsedShape';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { SolveStop, unchecked } from '../math/rational';
import { refuse } from '../math/refusal';
import { type Solution, typeable } from '../math/show';
import type { MathNode } from '../math/tree';
import { type AnswerParam, answerInWords, answerParam } from './answer';
import type { Kind } from './kind';
import type { Answered } from './solveResult';

/** The sentences of the check's refusals, where it cannot vouch for what it would give. */
export const CHECK_REFUSALS = {
  integralUnconfirmed:
    'The solver could not confirm this definite integral numerically, so it gives no value',
  definedNowhere: '{f} is not defined for any real {x}',
  definedUnknown: 'The solver could not find where {f} is defined, so it does not work with it',
} as const;

/** A solution's text (`x = 2`, `y = −1/2`) as the unknown it names. */
const nameOf = (text: string): string | undefined => /^([a-zA-Z])\s*[=≈]/.exec(text)?.[1];

/** Each relation's two sides, for an equation or a system of them. */
const equationsOf = (tree: MathNode): [MathNode, MathNode][] | undefined => {
  const items = tree.type === 'list' ? tree.items : [tree];
  const sides: [MathNode, MathNode][] = [];
  for (const item of items) {
    if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
      return undefined;
    sides.push(item.operands as [MathNode, MathNode]);
  }
  return sides;
};

/**
 * The size of the terms a side adds up at a point: the side with every subtraction an addition
 * and every unknown its absolute value. Floating point loses digits relative to this, not to the
 * side's value, when large terms cancel (−2.1x² − 1.9·10¹⁴x at its root).
 */
export const termSize = (side: MathNode, point: Record<string, number>): number => {
  const unsigned = (node: MathNode): MathNode =>
    mapTree(node, (n) =>
      n.type === 'neg'
        ? unsigned(n.arg)
        : n.type === 'binary' && n.op === '-'
          ? { ...n, op: '+', left: unsigned(n.left), right: unsigned(n.right) }
          : undefined,
    );
  const size = evaluateMath(
    unsigned(side),
    Object.fromEntries(Object.entries(point).map(([name, v]) => [name, Math.abs(v)])),
  );
  return Number.isNaN(size) ? 0 : Math.abs(size);
};

/**
 * Every solution put back into every equation: each must hold; solutions that together are one
 * point (a linear system's) are put back together.
 */
const solutionsHold = (
  equations: [MathNode, MathNode][],
  result: Answered,
  together: boolean,
): boolean => {
  const scope: Record<string, number> = {};
  const checks: Record<string, number>[] = [];
  for (const s of result.solutions) {
    const name = nameOf(s.text);
    if (name === undefined || s.value === undefined) return true;
    // A system's solutions form one point; one unknown's are each a point.
    if (together) scope[name] = s.value;
    else checks.push({ [name]: s.value });
  }
  if (together && result.solutions.length > 0) checks.push(scope);
  return checks.every((point) =>
    equations.every(([left, right]) => {
      const l = evaluateMath(left, point);
      const r = evaluateMath(right, point);
      // A side that cannot be evaluated in floating point (a huge power, terms that add up
      // past the largest double) is not judged here.
      const scale = termSize(left, point) + termSize(right, point);
      if (!Number.isFinite(l) || !Number.isFinite(r) || !Number.isFinite(scale)) return true;
      return agree(l, r, scale);
    }),
  );
};

/**
 * The tree of the solution whose text `answer` is, in the shape that text reads as
 * (parsedShape); undefined when no solution is written so, or the answer is longer than
 * `typeable`.
 */
const statedTree = (result: Answered, answer: string): MathNode | undefined => {
  const stated = typeable(answer) ? result.solutions.find((s) => s.text === answer) : undefined;
  return stated && parsedShape(stated.tree);
};

/**
 * The value an answer states, as one expression (`statedTree`); undefined when that is an
 * equation or a list, and for an answer with words in it ("… cannot be factored"), which are told
 * by two letters side by side outside a function's name.
 */
const answerTree = (result: Answered, answer: string): MathNode | undefined => {
  if (/[a-z]{2,}/i.test(answer.replace(/\b(?:sqrt|cbrt|log|ln|sin|cos|tan|exp|abs)\b/g, '')))
    return undefined;
  const tree = statedTree(result, answer);
  return tree && tree.type !== 'list' && tree.type !== 'relation' ? tree : undefined;
};

/**
 * Whether an expression's answer equals the expression as typed at every sample point where both
 * are defined (an answer in other unknowns is not judged here).
 */
const sameValues = (typed: MathNode, answer: MathNode): boolean => {
  const names = variablesOf(typed);
  if (variablesOf(answer).some((name) => !names.includes(name))) return true;
  return agreeAtPoints(typed, answer, names, 0);
};

/**
 * The method of an arithmetic result worked out over the complex numbers, i being the imaginary
 * unit: the checker compares it with the problem as complex numbers.
 */
export const COMPLEX_METHOD = 'complexArithmetic';

/**
 * Refuses (a SolveStop) a result whose answer does not check against the problem as typed, by
 * the check its kind names: solutions put back into an equation or system as typed, or an answer
 * compared with the problem at sample points (the kind's `valueCheck`). A kind that checks its
 * answers its own way (derivatives against finite differences, trigonometric equations in
 * degrees, inequalities' sets, percentages in words) is left to it.
 */
export const verify = (
  tree: MathNode,
  result: Answered,
  { check, solutions, valueCheck }: Pick<Kind, 'check' | 'solutions' | 'valueCheck'>,
): void => {
  if (check === 'own') return;
  const equations = equationsOf(tree);
  if (equations) {
    if (!solutionsHold(equations, result, solutions === 'point')) throw unchecked();
    return;
  }
  if (check !== 'value') return;
  // A kind checked by value that brings no comparison has nothing to check its answers with.
  if (!valueCheck) throw unchecked();
  valueCheck(tree, result);
};

/**
 * The check of a kind whose answer is the problem in another form (its check is 'value'), which
 * it brings as its `valueCheck`: the answer and the problem agree at sample points, or, worked
 * out over the complex numbers, as complex numbers; refused (a SolveStop) when they do not.
 */
export const checkValue = (tree: MathNode, result: Answered): void => {
  if (result.method === COMPLEX_METHOD) {
    // i is the imaginary unit here: the answer and the problem as complex numbers.
    const stated = statedTree(result, result.answer);
    const [typed, answer] = [complexFloat(tree), stated && complexFloat(stated)];
    if (!typed || !answer || !closeFloat(typed, answer)) throw unchecked();
    return;
  }
  const answer = answerTree(result, result.answer.replace(/\s*≈.*$/, ''));
  if (answer && !sameValues(tree, answer)) throw unchecked();
};

/**
 * The integrand as a function of the distance s from a rational point p of the interval: each
 * polynomial part written exactly in s (x − 2 near 2 is s, x² − 4 is s² + 4s), so that values
 * next to p lose no digits to cancellation and a singular end stays at s = 0.
 */
const nearPoint = (integrand: MathNode, x: string, p: Q): ((s: number) => number) => {
  const s = `${x}₀`;
  const around = P.add(P.varPoly(s), P.constPoly(p));
  const shifted = mapTree(integrand, (n) => {
    if (!hasVariable(n)) return undefined;
    try {
      const poly = toPoly(n);
      if (P.variables(poly).some((v) => v !== x)) return undefined;
      return P.toNode(
        poly.reduce(
          (sum, t) => P.add(sum, P.scale(P.powInt(around, t.mono[x] ?? 0), t.c)),
          P.constPoly(R.ZERO),
        ),
      );
    } catch (err) {
      if (err instanceof SolveStop) return undefined;
      throw err;
    }
  });
  const at = R.toNumber(p);
  const value = compileMath(shifted);
  return (d) => value({ [x]: at + d, [s]: d });
};

/**
 * ∫ of the integrand from lo to hi numerically: each stretch between kinks split in half, and
 * each half integrated in the distance from its outer end (exactly, when that end is rational).
 */
const numericIntegral = (
  integrand: MathNode,
  x: string,
  lo: Point,
  hi: Point,
): Estimate | undefined => {
  const f = compileMath(integrand, x);
  const from = (p: Point): ((s: number) => number) => {
    const q = p.exact ? E.rational(p.exact) : undefined;
    return q ? nearPoint(integrand, x, q) : (s) => f(p.value + s);
  };
  const ends = [lo, ...kinksOf(integrand, { lo, hi, loIn: true, hiIn: true }), hi];
  const halves: (Estimate | undefined)[] = [];
  for (let i = 1; i < ends.length; i++) {
    const [u, v] = [ends[i - 1] as Point, ends[i] as Point];
    if (!Number.isFinite(u.value) && !Number.isFinite(v.value))
      halves.push(integrate(f, u.value, v.value));
    else if (!Number.isFinite(v.value)) halves.push(integrate(from(u), 0, v.value));
    else if (!Number.isFinite(u.value)) halves.push(integrate(from(v), u.value, 0));
    else {
      const half = (v.value - u.value) / 2;
      halves.push(integrate(from(u), 0, half), integrate(from(v), -half, 0));
    }
  }
  if (halves.some((h) => h === undefined)) return undefined;
  return (halves as Estimate[]).reduce(
    (s, h) => ({ value: s.value + h.value, error: s.error + h.error }),
    {
      value: 0,
      error: 0,
    },
  );
};

/**
 * Refuses the value of a definite integral unless numeric quadrature of the integrand as typed
 * (algebra/quadrature, independent of the antiderivative) gives the same number on each part
 * (from, to: a part of an improper integral, ends possibly infinite), within the quadrature's
 * own error bound; a part whose quadrature does not settle cannot be confirmed, and is refused
 * too.
 */
export const checkIntegral = (
  integrand: MathNode,
  x: string,
  parts: readonly { from: Point; to: Point; value: number }[],
): void => {
  for (const part of parts) {
    const reversed = part.from.value > part.to.value;
    const [lo, hi] = reversed ? [part.to, part.from] : [part.from, part.to];
    const estimate = numericIntegral(integrand, x, lo, hi);
    if (!estimate) throw unchecked();
    const value = reversed ? -estimate.value : estimate.value;
    if (!(estimate.error <= TOLERANCE.root * Math.max(1, Math.abs(value))))
      throw refuse('unsupported', CHECK_REFUSALS, 'integralUnconfirmed');
    if (
      !(
        Math.abs(value - part.value) <=
        TOLERANCE.check * Math.max(1, Math.abs(part.value)) + 4 * estimate.error
      )
    )
      throw unchecked();
  }
};

/**
 * The condition an answer holds under, as conditions on x ("x > 100"; "x > 0, x ≠ 1" as a list of
 * two; "x < 0 or x > 1"), when it is defined on a stretch
 * where the expression it came from (whose domain is `typed`) is not: d/dx ln(x − 100) =
 * 1/(x − 100) for x > 100 only; 2√x as ∫1/√x dx needs no "x > 0" for the one point 0.
 * Undefined when it is not, or when that cannot be decided.
 */
export const narrower = (
  typed: Domain | undefined,
  answer: MathNode,
  x: string,
): AnswerParam | undefined => {
  const [a, b] = [typed, domainOf(answer)];
  if (!a || !b || a.punctured !== b.punctured) return undefined;
  const wider = b.set.some((piece) => missing(piece, a.set).gaps.length > 0);
  if (!wider) return undefined;
  const runs = setConditions(a.set, x).map(
    (run): AnswerParam =>
      run.length === 1 ? (run[0] as MathNode) : { join: 'commas', items: run },
  );
  if (runs.length === 0) return undefined;
  return runs.length === 1 ? (runs[0] as AnswerParam) : { join: 'or', items: runs };
};

/**
 * The result with the condition its answer holds under, for an expression rewritten in another
 * form that is defined on more (2ln(x − 100) = ln((x − 100)²) for x > 100 only): read from the
 * domains of the two, for one unknown. A kind whose answer is the problem in another form (its
 * check is 'value') brings this as its `condition`.
 */
export const valueCondition = (tree: MathNode, result: Answered): Answered => {
  const names = variablesOf(tree);
  if (names.length !== 1) return result;
  const answer = answerTree(result, result.answer);
  const condition = answer && narrower(domainOf(tree), answer, names[0] as string);
  return condition
    ? {
        ...result,
        ...answerInWords({ id: 'condition', params: { answer: answerParam(result), condition } }),
      }
    : result;
};

/**
 * The result with the condition its answer holds under, by its kind's `condition`; as it is for a
 * kind that brings none, so that a solver of such kinds carries no domain, sign chart or sets.
 */
export const withCondition = (
  tree: MathNode,
  result: Answered,
  { condition }: Pick<Kind, 'condition'>,
): Answered => (condition ? condition(tree, result) : result);

/**
 * The derivative check, independent of the rules that found it: the claimed derivative is compared with finite
 * differences of the function at sample points, both evaluated from their expression trees
 * in floating point. Points where either side is not finite, or where the finite differences do
 * not settle (near a singularity or a kink), are skipped; too few usable points is a failed check.
 */
/** Estimates of f′ (order 1) or f″ (order 2) at t with step h, Richardson-extrapolated. */
const estimate = (f: (t: number) => number, t: number, h: number, order: 1 | 2): number => {
  const d =
    order === 1
      ? (s: number) => (f(t + s) - f(t - s)) / (2 * s)
      : (s: number) => (f(t + s) - 2 * f(t) + f(t - s)) / (s * s);
  return (4 * d(h / 2) - d(h)) / 3;
};

const POINTS = 100;
const NEEDED = 6;

/**
 * For each order of derivative: the finite difference's step (times the point's size, or 1), the
 * rounding a difference of the function's values carries (times their size, then divided by the
 * step to the order's power), and the relative agreement asked of the estimate (an estimate of
 * f″ divides by h², so it keeps fewer digits than one of f′).
 */
const DIFFERENCES = /* @__PURE__ */ (() =>
  ({
    1: { step: 1e-3, rounding: 1e-13, agree: TOLERANCE.root },
    2: { step: 1e-2, rounding: 1e-12, agree: TOLERANCE.difference },
  }) as const)();

/**
 * Whether `derivative` (in the variable `x`) agrees with the order-th derivative of `f` at
 * at least NEEDED sample points and disagrees at none; the points are drawn from `ranges`
 * (inside f's domain when it lies away from the default ones).
 */
export const checkDerivative = (
  f: MathNode,
  derivative: MathNode,
  x: string,
  order: 1 | 2,
  ranges: readonly [number, number][] = RANGES,
): boolean => {
  const random = randomNumbers(seedOf(`${x}${order}${JSON.stringify(f)}`));
  const at = (node: MathNode) => compileMath(node, x);
  const fx = at(f);
  const dx = at(derivative);
  let agreed = 0;
  for (let i = 0; i < POINTS && agreed < 3 * NEEDED; i++) {
    const r = random();
    const [low, high] = ranges[i % ranges.length] as [number, number];
    const t = low + (high - low) * r;
    const claimed = dx(t);
    const value = fx(t);
    if (!Number.isFinite(claimed) || !Number.isFinite(value)) continue;
    const scale = Math.max(1, Math.abs(t));
    const { step, rounding: roundingOf, agree: relative } = DIFFERENCES[order];
    const h1 = step * scale;
    // Stay clear of the edge of the domain and of poles: every value used must be finite.
    const samples = [-h1, -h1 / 2, h1 / 2, h1].map((s) => fx(t + s));
    if (!samples.every(Number.isFinite)) continue;
    const coarse = estimate(fx, t, h1, order);
    const fine = estimate(fx, t, h1 / 2, order);
    // Relative to the size of the derivative, plus the rounding error of differences of values
    // this large.
    const big = Math.max(1, Math.abs(value), ...samples.map((v) => Math.abs(v)));
    const rounding = (roundingOf * big) / h1 ** order;
    const settled = relative * Math.max(1, Math.abs(coarse), Math.abs(fine)) + rounding;
    // The estimates have not settled: the function changes too fast here to judge.
    if (!(Math.abs(coarse - fine) <= settled)) continue;
    const tolerance = relative * Math.max(1, Math.abs(fine), Math.abs(claimed)) + rounding;
    if (!(Math.abs(fine - claimed) <= tolerance)) return false;
    agreed++;
  }
  return agreed >= NEEDED;
};

/** Whether f has a finite value at some sample point in the ranges. */
const valueFound = (f: MathNode, x: string, ranges: readonly [number, number][]): boolean => {
  const random = randomNumbers(seedOf(`${x}${JSON.stringify(f)}`));
  for (let i = 0; i < POINTS; i++) {
    const [low, high] = ranges[i % ranges.length] as [number, number];
    if (Number.isFinite(evaluateMath(f, { [x]: low + (high - low) * random() }))) return true;
  }
  return false;
};

/**
 * Where f is defined, for differentiating or integrating it: decided from its structure, so
 * "not defined for any real x" is said only when it is true (ln(x − 100) is defined for
 * x > 100, far from any sample). When its structure does not decide it (undefined is returned),
 * a value at a sample point shows that it is defined somewhere; with none, the solver says that
 * it could not find where, not that there is nowhere.
 */
export const definedSomewhere = (f: MathNode, x: string): Domain | undefined => {
  const domain = domainOf(f);
  if (domain && domain.set.length === 0)
    throw refuse('invalid_value', CHECK_REFUSALS, 'definedNowhere', { f, x });
  if (!domain && !valueFound(f, x, RANGES))
    throw refuse('unsupported', CHECK_REFUSALS, 'definedUnknown', { f });
  return domain;
};

/** How far either side of a hole, times its size (or 1), f is read to stand in for its value there. */
const HOLE_STEP = 1e-7;

/**
 * Refuses a feature named on a graph of y = f(x) that is not on it: a point (a, b) where f(a) is
 * not b (exactly when the exact numbers hold both, else to within 10⁻⁶ of the size; at a hole, f's
 * value on either side next to a), or a point given in decimals, (x, y) ≈ (a, b), off the curve by
 * more than rounding explains.
 * Slopes, asymptotes and axes are not points and are left to the algebra that found them.
 */
export const onCurve = (f: MathNode, x: string, feature: Solution): void => {
  const { tree } = feature;
  const fAt = compileMath(f, x);
  // (x, y) ≈ (a, b), each to six significant digits: f(a) is b to within what rounding a and b
  // can move it.
  if (tree.type === 'relation' && tree.relations[0] === '≈') {
    const at = tree.operands[1];
    if (at?.type !== 'point') return;
    const [a, b] = at.coords.map((c) => evaluateMath(c)) as [number, number];
    const d = TOLERANCE.sixDigits * Math.max(1, Math.abs(a));
    const moved = Math.abs(fAt(a + d) - fAt(a - d));
    if (!(Math.abs(fAt(a) - b) <= TOLERANCE.sixDigits * Math.max(1, Math.abs(b)) + moved))
      throw unchecked();
    return;
  }
  if (tree.type !== 'point') return;
  const [a, b] = tree.coords as [MathNode, MathNode];
  let exact: boolean | undefined;
  try {
    exact = E.equal(evalExact(substitute(f, { [x]: a })), evalExact(b));
  } catch (err) {
    // No exact value there (a hole, or numbers the exact arithmetic cannot hold): in floats.
    if (!(err instanceof SolveStop)) throw err;
  }
  if (exact === true) return;
  if (exact === false) throw unchecked();
  const [u, v] = [evaluateMath(a), evaluateMath(b)];
  const h = HOLE_STEP * Math.max(1, Math.abs(u));
  const y = Number.isFinite(fAt(u)) ? fAt(u) : (fAt(u - h) + fAt(u + h)) / 2;
  if (!approxEqual(y, v, TOLERANCE.root)) throw unchecked();
};
