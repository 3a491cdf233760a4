/**
 * A function of one unknown read as a quotient of two polynomials with rational coefficients,
 * N(x)/D(x), when it is one: what makes its roots, holes, asymptotes and turning points exact.
 * The reading and the polynomial arithmetic are the solver's too (`algebra/rationalForm.ts`); a
 * graph allows higher powers than an equation does, as it only has to draw and mark them.
 */

import type { Poly } from '../algebra/poly';
import * as P from '../algebra/poly';
import { type Fraction, readFraction } from '../algebra/rationalForm';
import type { Exact } from '../math/exact';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';

/** N/D: a quotient of two polynomials in one unknown. */
export type Ratio = Fraction;

/** Highest power of the unknown read; past it a function is sampled only. */
export const MAX_READ_DEGREE = 12;

/**
 * `node` as N(x)/D(x), unreduced (so a factor that cancels is still there to show a hole), or
 * undefined when it is not a quotient of polynomials in x with rational coefficients (sin(x),
 * √x, 2ˣ, π·x), it divides by 0, or a power of x in it passes MAX_READ_DEGREE.
 */
export const readRatio = (node: MathNode, x: string): Ratio | undefined => {
  try {
    return readFraction(node, x, MAX_READ_DEGREE);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** p(t) exactly (the polynomial's own `exactValueAt`), or undefined when the exact numbers cannot hold it. */
export const exactValue = (p: Poly, x: string, t: Exact): Exact | undefined => {
  try {
    return P.exactValueAt(p, x, t);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};
