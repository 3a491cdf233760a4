import { add as addDec, dec, mul as mulDec, neg as negDec, toNumber } from '../../_lib/decimal';
import { nonFinite } from '../../_lib/result';
import { withDecimal } from '../../algebra/approximate';
import { eq, n, pow, times, variable } from '../../math/build';
import { COMMON_NOTES } from '../../math/catalogue/common';
import { nearestRoots } from '../../math/nearestRoots';
import { parsedShape } from '../../math/parsedShape';
import { refused } from '../../math/refusal';
import {
  asWords,
  chained,
  type ExplainedStep,
  englishTerm,
  mergedNotes,
  withWords,
} from '../../math/rules';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';
import { type Answered, polynomialEquation, unknownOf } from '../equation';
import { polynomialMethodNotes } from '../methods/notes-polynomial';
import type { Solution } from '../solve';

export interface SolveQuadraticResult {
  /** The equation solved, as text: "x² − 5x + 6 = 0", and as a tree (what `graph` draws). */
  equation: string;
  tree: MathNode;
  /** b² − 4ac. */
  discriminant: number;
  /** The real roots, smallest first, exact (`x = (3 − √5)/2`) with decimal values; [] when none. */
  solutions: Solution[];
  /** "x = 2 or x = 3", "x = 3" (a double root), "No real solutions". */
  answer: string;
  method: 'factoring' | 'quadratic formula' | 'square root';
  steps: ExplainedStep[];
}

/** The sentences of solveQuadratic's refusals. */
export const QUADRATIC_REFUSALS = {
  quadraticZeroA: 'a must not be 0 in a quadratic',
  quadraticTooLong: 'the coefficients are too long to work with exactly',
} as const;

/**
 * a·x² + b·x + c as a tree (a is never 0), skipping zero terms and writing 1 and −1 coefficients as
 * signs; a negative leading coefficient stays on its number (−2x², not −(2x²)).
 */
export const quadratic = (a: number, b: number, c: number): MathNode => {
  const x = variable('x');
  const square = pow(x, n(2));
  let node: MathNode =
    a === 1 ? square : a === -1 ? { type: 'neg', arg: square } : times(n(a), square);
  for (const [k, body] of [
    [b, x],
    [c, undefined],
  ] as const) {
    if (k === 0) continue;
    const size = Math.abs(k);
    const right = body ? (size === 1 ? body : times(n(size), body)) : n(size);
    node = { type: 'binary', op: k < 0 ? '-' : '+', left: node, right };
  }
  return node;
};

/**
 * Solves a·x² + b·x + c = 0 exactly, as `solve` does: by factoring when the roots are rational, by
 * the quadratic formula with a simplified surd otherwise (`x = (3 ± √5)/2`), or says there are no
 * real solutions. Coefficients are read as the decimals they print as (0.5 is exactly 1/2). Each
 * solution's `value` is the nearest double to the exact root (computed in exact integers from the
 * stable form x₁ = q/a, x₂ = c/q with q = −(b + sign(b)·√Δ)/2, so no digits are lost to
 * cancellation); it is left out when the root is beyond the range of a double.
 *
 * Errors: a = 0 → `invalid_value` (field `a`: not a quadratic); non-numbers → `not_a_number`;
 * coefficients too long to work with exactly → `out_of_range`.
 *
 * @example
 * solveQuadratic(1, -5, 6).value.answer; // "x = 2 or x = 3"
 */
export function solveQuadratic(a: number, b: number, c: number): Result<SolveQuadraticResult> {
  const bad = nonFinite({ a, b, c });
  if (bad) return bad;
  if (a === 0) return refused('invalid_value', 'a', QUADRATIC_REFUSALS, 'quadraticZeroA');
  const tooLong = () => refused('out_of_range', 'a', QUADRATIC_REFUSALS, 'quadraticTooLong');
  // The equation in the shape `solve` reads its text as (so the same steps), answered by `solve`'s
  // own polynomial branch, the one `solve` takes for it: one = sign, no logarithm and no unknown in
  // an exponent. What fails there is numbers too long to work with.
  const [left, right] = [parsedShape(quadratic(a, b, c)), n(0)];
  const equation = eq(left, right);
  let answered: Answered;
  try {
    answered = polynomialEquation(left, right, unknownOf(left, right));
  } catch {
    return tooLong();
  }
  const { answer, method, steps } = answered;
  // Each decimal value is the nearest double to the exact root (evaluating the surd in floating
  // point loses digits to cancellation: 500000 − 127√15500031 is 1.000000000001e-6, not 1.0000076e-6).
  const nearest = nearestRoots(a, b, c);
  const solutions =
    nearest?.length === answered.solutions.length
      ? answered.solutions.map((s, i): Solution => {
          const { value: _, ...rest } = s;
          const value = nearest[i]!;
          return Number.isFinite(value) ? { ...rest, value } : rest;
        })
      : answered.solutions;
  return {
    ok: true,
    value: {
      equation: toText(equation),
      tree: equation,
      discriminant: toNumber(
        addDec(mulDec(dec(b), dec(b)), negDec(mulDec(dec(4), mulDec(dec(a), dec(c))))),
      ),
      solutions: solutions.map(withDecimal),
      answer,
      method: englishTerm(
        'method',
        asWords(method),
        polynomialMethodNotes,
      ) as SolveQuadraticResult['method'],
      // Its steps' words are those of the method that solves it, as in a solver of quadratics.
      steps: chained(
        withWords(steps, mergedNotes([COMMON_NOTES, polynomialMethodNotes])),
        equation,
      ),
    },
  };
}
