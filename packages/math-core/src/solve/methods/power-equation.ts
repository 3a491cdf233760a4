/**
 * Power equations a·xⁿ + d = 0 (n ≥ 3, d ≠ 0), as xⁿ = c: the real n-th root (one for an odd n;
 * two, ±, for an even n and c > 0; none for an even n and c < 0), and the complex solutions
 * beside them: ⁿ√|c| times the n-th roots of 1 or of −1, at the angles (φ + 360°k)/n. Those whose
 * parts need no more than square roots are written exactly (x³ = 8: −1 ± i√3, x⁶ = −64: ±2i,
 * ±√3 ± i), the others in polar form (x⁵ = 32: 2(cos(72°) ± i sin(72°)), x³ = 2:
 * ∛2(cos(120°) ± i sin(120°))). Every solution is checked before it is given:
 * the real and the exact complex ones exactly in the polynomial, the polar ones in floating point.
 */

import * as C from '../../algebra/complex';
import { complexValue } from '../../algebra/complex';
import type { Poly } from '../../algebra/poly';
import * as P from '../../algebra/poly';
import { specialValue } from '../../algebra/trig-values';
import {
  add,
  alternatives,
  chain,
  degrees,
  eq,
  fn,
  frac,
  list,
  n as numberNode,
  pow,
  times,
  variable,
} from '../../math/build';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { type Q, unchecked } from '../../math/rational';
import type { StepParams, WorkedStep } from '../../math/rules';
import { qNode, type Solution, solution, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { type AnswerParam, type AnswerWords, answerInWords } from '../answer';
import type { Answered } from '../equation';
import { polyAt } from './complexRoots';

/** xⁿ = c when p is a·xⁿ + d with n ≥ 3 and d ≠ 0; undefined for any other polynomial. */
export const asPower = (p: Poly, x: string): { n: number; c: Q } | undefined => {
  if (p.length !== 2 || P.variables(p).some((v) => v !== x)) return undefined;
  const n = P.degree(p, x);
  const d = P.constant(p);
  if (n < 3 || R.isZero(d)) return undefined;
  return { n, c: R.div(R.neg(d), P.coeff(p, x, n)) };
};

/** A conjugate pair r(cos θ ± i sin θ), θ in (0°, 180°): its two values, exactly when it can. */
interface Pair {
  /** The pair as one tree: −1 ± i√3, 2i (for ±2i), or 2(cos(72°) ± i sin(72°)). */
  both: MathNode;
  /** The two solutions, the one with + first. */
  roots: [MathNode, MathNode];
  /** r(cos θ ± i sin θ), when the pair is written exactly. */
  polar?: MathNode;
  /** Whether the pair is ±bi. */
  imaginary: boolean;
}

/** r(cos θ ± i sin θ) as a tree: 2(cos(72°) ± i sin(72°)), cos(θ) + i sin(θ). */
const polarNode = (r: Exact, angle: MathNode, op: '+' | '-' | '±'): MathNode => {
  const inner: MathNode = {
    type: 'binary',
    op,
    left: fn('cos', angle),
    right: times(variable('i'), fn('sin', angle)),
  };
  const rational = E.rational(r);
  return rational && R.eq(rational, R.ONE) ? inner : times(E.toNode(r), inner);
};

/** The pair of solutions at θ degrees (0 < θ < 180) on the circle of radius r. */
const pairAt = (r: Exact, theta: Q): Pair => {
  const angle = degrees(qNode(theta));
  const polar = polarNode(r, angle, '±');
  const whole = R.isInt(theta) ? Number(theta.p) : undefined;
  const [cos, sin] = (['cos', 'sin'] as const).map((name) => {
    const value = whole === undefined ? undefined : specialValue(name, whole);
    const z = value && complexValue(value);
    return z && E.mul(r, z.re);
  });
  // Exactly where that needs square roots at most: −1 ± i√3, not −∛2/2 ± i·⁶√108/2.
  const simple = [...(cos ?? []), ...(sin ?? [])].every((t) => t.index <= 2);
  if (cos === undefined || sin === undefined || !simple)
    return {
      both: polar,
      roots: [polarNode(r, angle, '+'), polarNode(r, angle, '-')],
      imaginary: false,
    };
  const plus: C.Complex = { re: cos, im: sin };
  return {
    both: C.complexNode(plus, true),
    roots: [C.complexNode(plus), C.complexNode({ re: cos, im: E.negate(sin) })],
    polar,
    imaginary: cos.length === 0,
  };
};

/** A pair as the answer line says it: x = ±2i, x = −1 ± i√3, x = 2(cos(72°) ± i sin(72°)). */
const pairSaid = (pair: Pair, x: string): AnswerWords => ({
  id: pair.imaginary ? 'roots' : 'root',
  params: { unknown: variable(x), value: pair.both },
});

/**
 * xⁿ = c (`asPower` of p) solved after `steps`, the real solutions in `solutions` and the complex
 * ones in `complexSolutions`.
 */
export const solvePower = (
  p: Poly,
  { n, c }: { n: number; c: Q },
  x: string,
  steps: WorkedStep[],
): Answered => {
  const X = variable(x);
  const xn = pow(X, numberNode(n));
  const cNode = qNode(c);
  const negative = R.sign(c) < 0;
  const r = E.radical(R.abs(c), n);
  const rNode = E.toNode(r);
  const real: Exact[] = [];
  if (n % 2 === 1) {
    real.push(negative ? E.negate(r) : r);
    const root = { type: 'root', radicand: cNode, index: numberNode(n) } as MathNode;
    const value = E.toNode(real[0] as Exact);
    steps.push(
      step(
        { rule: 'nthRoot', form: n === 3 ? 'powerCube' : 'powerOdd', params: { index: n } },
        toText(root) === toText(value) ? eq(X, value) : chain(X, '=', root, '=', value),
      ),
    );
  } else if (!negative) {
    real.push(E.negate(r), r);
    steps.push(
      step(
        { rule: 'nthRoot', form: 'powerEven', params: { index: n } },
        list(eq(X, E.toNode(E.negate(r))), eq(X, rNode)),
      ),
    );
  } else {
    steps.push(
      step(
        { rule: 'evenPower', form: 'power', params: { equation: eq(xn, cNode) } },
        chain(xn, '≥', numberNode(0)),
      ),
    );
  }
  for (const root of real) if (!E.equal(E.power(root, R.int(n)), E.fromQ(c))) throw unchecked();

  // The n solutions over the complex numbers are at the angles (φ + 360°k)/n, φ = 0° or 180°;
  // those strictly between 0° and 180° stand for their conjugate pairs.
  const pairs: Pair[] = [];
  for (let k = 0; k < n; k++) {
    const theta = R.div(R.int((negative ? 180 : 0) + 360 * k), R.int(n));
    if (R.sign(theta) > 0 && R.cmp(theta, R.int(180)) < 0) pairs.push(pairAt(r, theta));
  }
  const complexSolutions: Solution[] = [];
  // The solutions on the circle r(cos θ + i sin θ) at θ = (φ + 360°k)/n for k = 0, 1, …, n − 1.
  const k = variable('k');
  const turns = times(degrees(numberNode(360)), k);
  const circle: StepParams = {
    equation: eq(xn, cNode),
    count: n,
    circle: polarNode(r, variable('θ'), '+'),
    angle: frac(negative ? add(degrees(numberNode(180)), turns) : turns, numberNode(n)),
    ks: list(...Array.from({ length: n }, (_, j) => numberNode(j))),
    value: cNode,
  };
  pairs.forEach((pair, i) => {
    // Each pair raised to the n-th power gives c back; ±2i as (2i)ⁿ = (−2i)ⁿ = c.
    const raised = pair.imaginary
      ? chain(pow(pair.roots[0], numberNode(n)), '=', pow(pair.roots[1], numberNode(n)), '=', cNode)
      : chain(pow(pair.both, numberNode(n)), '=', cNode);
    // The pair in polar form and exactly, when it is written exactly (±2i as ± and 2i).
    const exact: StepParams = pair.polar
      ? { polar: pair.polar, [pair.imaginary ? 'root' : 'pair']: pair.both }
      : {};
    const form = `${i === 0 ? 'first' : 'next'}${pair.polar ? (pair.imaginary ? 'Pure' : 'Exact') : ''}`;
    steps.push(
      step({ rule: 'deMoivre', form, params: { ...(i === 0 ? circle : {}), ...exact } }, raised),
    );
    for (const root of pair.roots) {
      checkRoot(root, p, x, n, c);
      complexSolutions.push(solution(eq(X, root)));
    }
  });
  if (pairs.length > 0 && real.length > 0)
    steps.push(step({ rule: 'noOther' }, list(...real.map((v) => eq(X, E.toNode(v))))));

  const sorted = real.sort((u, v) => E.toNumber(u) - E.toNumber(v));
  const realTrees = sorted.map((v) => eq(X, E.toNode(v)));
  const complex: AnswerParam = { join: 'commas', items: pairs.map((pair) => pairSaid(pair, x)) };
  return {
    kind: 'polynomial',
    method: n === 3 ? 'cubeRoot' : { id: 'nthRoot', params: { n } },
    ...answerInWords({
      id: 'complex',
      params: {
        answer:
          real.length === 0
            ? { id: 'noReal' }
            : {
                id: 'noOtherReal',
                params: {
                  answer:
                    realTrees.length === 1
                      ? (realTrees[0] as MathNode)
                      : alternatives(...realTrees),
                },
              },
        complex,
      },
    }),
    solutions: sorted.map((v) => solution(eq(X, E.toNode(v)), E.toNode(v))),
    ...(real.length === 0 ? { outcome: 'none' as const } : {}),
    steps,
    complexSolutions,
  };
};

/**
 * A complex solution put back into the polynomial: exactly when it reads back as a number the
 * exact complex arithmetic holds, in floating point (zⁿ against c) for a polar form.
 */
const checkRoot = (root: MathNode, p: Poly, x: string, n: number, c: Q): void => {
  let exact: C.Complex | undefined;
  try {
    exact = complexValue(root);
  } catch {
    exact = undefined;
  }
  if (exact) {
    if (C.isReal(exact) || !C.isZero(polyAt(p, x, exact))) throw unchecked();
    return;
  }
  const z = C.complexFloat(pow(root, numberNode(n)));
  if (!z || !C.closeFloat(z, [R.toNumber(c), 0])) throw unchecked();
};
