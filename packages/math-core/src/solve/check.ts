/**
 * The last check before an answer is shown, independent of how it was found: each solution of an
 * equation is put back into the equation as typed (and each pair or triple into every equation
 * of a system), and an expression's answer is compared with the expression as typed at sample
 * points. Both in floating point, from the trees, so no step of the solving is trusted. An answer
 * that fails is refused rather than shown; one that cannot be evaluated (outside every sample's
 * domain) is let through, as it was found by exact means.
 */
import { closeFloat, complexFloat } from '../algebra/complex';
import { type Domain, domainOf, kinksOf } from '../algebra/domain';
import * as P from '../algebra/poly';
import { type Estimate, integrate } from '../algebra/quadrature';
import { hasVariable, mapTree, toPoly, variablesOf } from '../algebra/reading';
import { missing, type Point, setText } from '../algebra/real-set';
import { agreeAtPoints } from '../algebra/samplePoints';
import { evaluateMath } from '../math/evaluateMath';
import * as E from '../math/exact';
import { parseMath } from '../math/parseMath';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Answered } from './equation';
import type { Kind } from './kind';
import { COMPLEX_METHOD } from './kinds/arithmetic/complex';

const FAILED = 'The solver could not check this answer, so it does not give one';

/** Whether two values agree to about eight significant digits. */
const agree = (a: number, b: number, scale: number): boolean =>
  Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(a), Math.abs(b), scale);

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

/** Every solution put back into every equation: each must hold. */
const solutionsHold = (equations: [MathNode, MathNode][], result: Answered): boolean => {
  const scope: Record<string, number> = {};
  const checks: Record<string, number>[] = [];
  for (const s of result.solutions) {
    const name = nameOf(s.text);
    if (name === undefined || s.value === undefined) return true;
    // A system's solutions form one point; one unknown's are each a point.
    if (result.kind === 'system') scope[name] = s.value;
    else checks.push({ [name]: s.value });
  }
  if (result.kind === 'system' && result.solutions.length > 0) checks.push(scope);
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

/** The answer as typed maths, when it reads as one expression (not "… cannot be factored"). */
const answerTree = (answer: string): MathNode | undefined => {
  // Words ("cannot be factored") would read as products of letters.
  if (/[a-z]{2,}/i.test(answer.replace(/\b(?:sqrt|cbrt|log|ln|sin|cos|tan|exp|abs)\b/g, '')))
    return undefined;
  const parsed = parseMath(answer);
  return parsed.ok && parsed.value.type !== 'list' && parsed.value.type !== 'relation'
    ? parsed.value
    : undefined;
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
 * Refuses (a SolveStop) a result whose answer does not check against the problem as typed, by
 * the check its kind names: solutions put back into an equation or system as typed, or an answer
 * compared with the problem at sample points. A kind that checks its answers its own way
 * (derivatives against finite differences, trigonometric equations in degrees, inequalities'
 * sets, percentages in words) is left to it.
 */
export const verify = (tree: MathNode, result: Answered, { check }: Pick<Kind, 'check'>): void => {
  if (check === 'own') return;
  const equations = equationsOf(tree);
  if (equations) {
    if (!solutionsHold(equations, result)) throw new SolveStop('unsupported', FAILED);
    return;
  }
  if (check !== 'value') return;
  if (result.method === COMPLEX_METHOD) {
    // i is the imaginary unit here: the answer and the problem as complex numbers.
    const read = parseMath(result.answer);
    const [typed, answer] = [complexFloat(tree), read.ok ? complexFloat(read.value) : undefined];
    if (!typed || !answer || !closeFloat(typed, answer)) throw new SolveStop('unsupported', FAILED);
    return;
  }
  const answer = answerTree(result.answer.replace(/\s*≈.*$/, ''));
  if (answer && !sameValues(tree, answer)) throw new SolveStop('unsupported', FAILED);
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
  return (d) => evaluateMath(shifted, { [x]: at + d, [s]: d });
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
  const from = (p: Point): ((s: number) => number) => {
    const q = p.exact ? E.rational(p.exact) : undefined;
    return q ? nearPoint(integrand, x, q) : (s) => evaluateMath(integrand, { [x]: p.value + s });
  };
  const ends = [lo, ...kinksOf(integrand, { lo, hi, loIn: true, hiIn: true }), hi];
  const halves: (Estimate | undefined)[] = [];
  for (let i = 1; i < ends.length; i++) {
    const [u, v] = [ends[i - 1] as Point, ends[i] as Point];
    if (!Number.isFinite(u.value) && !Number.isFinite(v.value))
      halves.push(integrate((t) => evaluateMath(integrand, { [x]: t }), u.value, v.value));
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
    if (!estimate) throw new SolveStop('unsupported', FAILED);
    const value = reversed ? -estimate.value : estimate.value;
    if (!(estimate.error <= 1e-6 * Math.max(1, Math.abs(value))))
      throw new SolveStop(
        'unsupported',
        'The solver could not confirm this definite integral numerically, so it gives no value',
      );
    if (
      !(
        Math.abs(value - part.value) <=
        1e-9 * Math.max(1, Math.abs(part.value)) + 4 * estimate.error
      )
    )
      throw new SolveStop('unsupported', FAILED);
  }
};

/**
 * The condition an answer holds under, as text ("x > 100"), when it is defined on a stretch
 * where the expression it came from (whose domain is `typed`) is not: d/dx ln(x − 100) =
 * 1/(x − 100) for x > 100 only; 2√x as ∫1/√x dx needs no "x > 0" for the one point 0.
 * Undefined when it is not, or when that cannot be decided.
 */
export const narrower = (
  typed: Domain | undefined,
  answer: MathNode,
  x: string,
): string | undefined => {
  const [a, b] = [typed, domainOf(answer)];
  if (!a || !b || a.punctured !== b.punctured) return undefined;
  const wider = b.set.some((piece) => missing(piece, a.set).gaps.length > 0);
  return wider ? setText(a.set, x, toText) || undefined : undefined;
};

/**
 * The result with the condition its answer holds under, for an expression rewritten in another
 * form that is defined on more (2ln(x − 100) = ln((x − 100)²) for x > 100 only).
 */
export const withCondition = (
  tree: MathNode,
  result: Answered,
  { check }: Pick<Kind, 'check'>,
): Answered => {
  const names = variablesOf(tree);
  if (check !== 'value' || names.length !== 1) return result;
  const answer = answerTree(result.answer);
  const condition = answer && narrower(domainOf(tree), answer, names[0] as string);
  return condition ? { ...result, answer: `${result.answer}, ${condition}` } : result;
};
