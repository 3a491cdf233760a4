/**
 * Partial fractions over the rationals: num/den as a polynomial plus a sum of constants over the
 * powers of den's linear factors, A/(x − a) + B/(x − a)² + C/(x − b) …, when den factors into
 * linear factors over ℚ. The numerators are found as a student finds them: num = Σ A·den/Lᵏ for
 * every x, so the coefficients of each power of x agree, which is n linear equations in the n
 * unknown numerators.
 */

import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { type Factorization, factorPolynomial } from './factor';
import * as L from './linear';
import type { Poly } from './poly';
import * as P from './poly';
import type { Fraction } from './rationalForm';

/** One partial fraction: numerator / factorᵖᵒʷᵉʳ, the factor linear and monic up to its content. */
export interface PartialTerm {
  numerator: Q;
  factor: Poly;
  power: number;
}

export interface PartialFractions {
  /** The polynomial part, when the top's degree was not below the bottom's. */
  quotient: Poly;
  /** What is left over the bottom after dividing. */
  remainder: Poly;
  /** The bottom factored. */
  factored: Factorization;
  /** Each term, factors in the order the factorization gives them, powers rising. */
  terms: PartialTerm[];
  /** The polynomial each unknown numerator is multiplied by once both sides are times the bottom. */
  multipliers: Poly[];
}

/**
 * num/den split into partial fractions, or undefined when the bottom has a factor of degree 2 or
 * more over ℚ (or is a constant).
 */
export const partialFractions = (f: Fraction, x: string): PartialFractions | undefined => {
  if (P.degree(f.den, x) < 1) return undefined;
  const { quotient, remainder } = P.divMod(f.num, f.den, x);
  const factored = factorPolynomial(f.den, x);
  if (factored.factors.some((g) => P.degree(g.poly, x) !== 1)) return undefined;
  const linear: { poly: Poly; times: number }[] = [
    ...(factored.power > 0 ? [{ poly: P.varPoly(x), times: factored.power }] : []),
    ...factored.factors,
  ];
  const shapes = linear.flatMap((g) =>
    Array.from({ length: g.times }, (_, k) => ({ factor: g.poly, power: k + 1 })),
  );
  const multipliers = shapes.map((s) => P.divideExactly(f.den, P.powInt(s.factor, s.power), x));
  // remainder = Σ Aⱼ·multiplierⱼ: the coefficient of each power of x below the bottom's degree.
  const n = shapes.length;
  const rows = L.typedRows(
    Array.from({ length: n }, (_, k) => ({
      coef: multipliers.map((m) => P.coeff(m, x, k)),
      rhs: P.coeff(remainder, x, k),
    })),
  );
  const names = shapes.map((_, j) => `a${j}`);
  const solved = L.eliminate(rows, names);
  if (solved.status !== 'unique') return undefined;
  const terms = shapes.map((s, j) => ({
    ...s,
    numerator: P.constant(solved.values[names[j] as string] as Poly),
  }));
  // The check: the terms over the bottom add back to the remainder.
  const back = terms.reduce<Poly>(
    (sum, t, j) => P.add(sum, P.scale(multipliers[j] as Poly, t.numerator)),
    [],
  );
  if (!P.equals(back, remainder)) throw R.unchecked();
  return { quotient, remainder, factored, terms, multipliers };
};
