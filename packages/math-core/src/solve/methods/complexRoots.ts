/**
 * The complex solutions of a quadratic with a negative discriminant, stated beside "No real
 * solutions": x² + 4 = 0 gives x = ±2i, x² + 2x + 5 = 0 gives x = −1 ± 2i. The square root of the
 * negative discriminant is taken as i times the root of its size (√(−16) = 4i), then the
 * quadratic formula is reduced as for real roots. Each root, the tree it is written from, is
 * substituted exactly into the polynomial (numbers a + bi with a, b sums of surds) before it is
 * given.
 */

import * as C from '../../algebra/complex';
import { type Complex, complexValue } from '../../algebra/complex';
import type { Poly } from '../../algebra/poly';
import * as P from '../../algebra/poly';
import { toPoly } from '../../algebra/reading';
import {
  eq,
  frac,
  list,
  n as numberNode,
  plusMinus,
  sqrt,
  times,
  variable,
} from '../../math/build';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { gcd, isUnchecked, SolveStop, unchecked } from '../../math/rational';
import type { StepParams } from '../../math/rules';
import { exactSolution, negLead, qNode, type Solution, step, typeable } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { type AnswerWords, answerInWords, answerParam } from '../answer';
import type { Answered, EquationKind } from '../equation';

/** p(z) for a polynomial in one unknown with rational coefficients. */
export const polyAt = (p: Poly, x: string, z: Complex): Complex =>
  p.reduce<Complex>(
    (sum, t) => C.add(sum, C.mul(C.real(E.fromQ(t.c)), C.power(z, t.mono[x] ?? 0))),
    C.real([]),
  );

/** k·i·√m as a tree: i, 2i, i√3, 2i√3. */
const imaginary = (k: bigint, m: number): MathNode => {
  const i = variable('i');
  const withK = k === 1n ? i : times(numberNode(k), i);
  return m === 1 ? withK : times(withK, sqrt(numberNode(m)));
};

/**
 * Two conjugate roots, the one with − first, as one parameter of a note: `root` for ±r, the
 * root after the ± sign (±2i, ±(i√6)/3), `roots` for the pair written with ± (−1 ± 2i, (3 ± i)/2).
 */
export const pairParams = (minus: MathNode, plus: MathNode): StepParams => {
  if (toText(negLead(plus)) === toText(minus)) return { root: plus };
  const either = (top: MathNode): MathNode => (top.type === 'binary' ? { ...top, op: '±' } : top);
  return { roots: plus.type === 'fraction' ? { ...plus, num: either(plus.num) } : either(plus) };
};

/** Whole coefficients with no common factor and a positive x² term, as the quadratic shows them. */
const normalized = (poly: Poly, x: string): [bigint, bigint, bigint] => {
  const q = P.scale(poly, P.wholeScale(poly, x));
  return [P.coeff(q, x, 2).p, P.coeff(q, x, 1).p, P.constant(q).p];
};

/**
 * A quadratic answered "No real solutions" with its complex solutions added: the answer becomes
 * "No real solutions; x = ±2i", `complexSolutions` holds each root's text (no decimal value) and
 * the steps go on from the negative discriminant. Anything else is returned as it is. Throws
 * (refuses) when a root does not make the polynomial exactly 0.
 */
export const withComplexRoots = (
  answered: Answered<EquationKind>,
  left: MathNode,
  right: MathNode,
  x: string,
): Answered<EquationKind> => {
  // Only an equation of degree 2 in x with no real solution (below) has its complex ones added.
  if (answered.solutions.length > 0 || x === 'i') return answered;
  const poly = P.sub(toPoly(left), toPoly(right));
  if (P.degree(poly, x) !== 2 || P.variables(poly).some((v) => v !== x)) return answered;
  const [a, b, c] = normalized(poly, x);
  const discriminant = b * b - 4n * a * c;
  if (discriminant >= 0n) return answered;
  let term: E.Term;
  try {
    [term] = E.radical(R.rat(-discriminant), 2) as [E.Term];
  } catch (err) {
    // A surd too large to simplify: the real answer stands alone.
    if (err instanceof SolveStop) return answered;
    throw err;
  }
  const k = term.c.p;
  const m = term.radicand;
  const X = variable(x);
  const twoA = 2n * a;
  const common = gcd(gcd(b < 0n ? -b : b, k), twoA);
  const [re, im, den] = [-b / common, k / common, twoA / common];
  const over = (top: MathNode): MathNode => (den === 1n ? top : frac(top, numberNode(den)));
  const imag = imaginary(im, m);
  // The pair in one: x = ±2i, x = −1 ± 2i.
  const both: AnswerWords =
    re === 0n
      ? { id: 'roots', params: { unknown: variable(x), value: over(imag) } }
      : {
          id: 'root',
          params: { unknown: variable(x), value: over(plusMinus(numberNode(re), imag)) },
        };
  const roots: MathNode[] =
    re === 0n
      ? [negLead(over(imag)), over(imag)]
      : (['-', '+'] as const).map((op) =>
          over({ type: 'binary', op, left: numberNode(re), right: imag }),
        );

  const steps = [...answered.steps];
  const whole = imaginary(k, m);
  const pair = pairParams(roots[0] as MathNode, roots[1] as MathNode);
  if (answered.methods?.find((w) => w.used)?.id === 'completing-the-square') {
    // (x + h)² = −d/(4a²) from the completed square: x + h is ±i times the root of its size.
    const shifted = P.toNode(P.fromCoefficients([R.rat(b, twoA), R.ONE], x));
    steps.push(
      step(
        {
          rule: 'imaginary',
          form: re === 0n ? 'shiftedPure' : 'shifted',
          params: { shifted, square: qNode(R.rat(discriminant, 4n * a * a)), unknown: x, ...pair },
        },
        list(...roots.map((r) => eq(X, r))),
      ),
    );
  } else if (b === 0n) {
    const square = R.rat(-c, a);
    steps.push(
      step(
        { rule: 'imaginary', form: 'pure', params: { unknown: x, square: qNode(square), ...pair } },
        list(...roots.map((r) => eq(X, r))),
      ),
    );
  } else {
    steps.push(step({ rule: 'imaginary', form: 'i' }, eq(sqrt(numberNode(discriminant)), whole)));
    const formula = frac(plusMinus(numberNode(-b), whole), numberNode(twoA));
    steps.push(step({ rule: 'formula', form: 'complex' }, eq(X, formula)));
    if (common !== 1n)
      steps.push(
        step({ rule: 'reduce', params: { common } }, eq(X, over(plusMinus(numberNode(re), imag)))),
      );
  }

  // Each root as written, substituted into the polynomial as typed. Numbers too
  // large to work with exactly leave the real answer alone; a root that fails, or is longer than
  // `typeable`, is refused.
  let complexSolutions: Solution[];
  try {
    complexSolutions = checked(roots, poly, x);
  } catch (err) {
    if (err instanceof SolveStop && !isUnchecked(err)) return answered;
    throw err;
  }
  return {
    ...answered,
    kind: 'quadratic',
    ...answerInWords({ id: 'complex', params: { answer: answerParam(answered), complex: both } }),
    complexSolutions,
    steps,
  };
};

const checked = (roots: MathNode[], poly: Poly, x: string): Solution[] =>
  roots.map((r) => {
    const z = typeable(toText(r)) ? complexValue(r) : undefined;
    if (z === undefined || z.im.length === 0 || !C.isZero(polyAt(poly, x, z))) throw unchecked();
    return exactSolution(eq(variable(x), r), r);
  });
