/**
 * A sum of powers with the unknown in the exponent as a polynomial in one power: 4ˣ − 2ˣ⁺¹ − 8
 * is u² − 2u − 8 with u = 2ˣ, e²ˣ − 3eˣ + 2 is u² − 3u + 2 with u = eˣ, eˣ + e⁻ˣ is u + 1/u. The
 * bases must be powers of one number (4 = 2², 8 = 2³, 1/2 = 2⁻¹) or all e, and each exponent a
 * rational multiple of one step plus a constant that leaves a rational coefficient (2ˣ⁺¹ = 2·2ˣ;
 * eˣ⁺¹ = e·eˣ has none).
 */

import * as E from '../math/exact';
import * as R from '../math/rational';
import { gcd, perfectPower, type Q } from '../math/rational';
import type { Poly } from './poly';
import * as P from './poly';

/** c · base^(slope·x + shift), base a positive rational other than 1, or e. */
export interface PowerTerm {
  c: Q;
  base: Q | 'e';
  slope: Q;
  shift: Q;
}

/** polynomial(u) · u^lowest with u = root^(step·x). */
export interface PowerPolynomial {
  /** The number whose power is u (2 for 4ˣ and 2ˣ, 'e' for eˣ). */
  root: Q | 'e';
  /** u = root^(step·x): 1 for 2ˣ, 2 for 4ˣ alone. */
  step: Q;
  /**
   * The sum as a polynomial in the unknown `u`, multiplied through by u^(−lowest) when a power of
   * u is negative: eˣ + e⁻ˣ − 2 is u² − 2u + 1 with lowest −1.
   */
  polynomial: Poly;
  /** The lowest power of u in the sum, negative for e⁻ˣ = u⁻¹ (0 when there is none below 0). */
  lowest: number;
  /** Each term's power of u, in the order given: 4ˣ is u², 2ˣ⁺¹ is 2u. */
  powers: { c: Q; k: number }[];
}

const MAX_POWER = 8;

/** b as root^k with the largest k, so that two bases are powers of one root when they are. */
const rootOf = (b: Q): { root: Q; k: number } => {
  const { root, k } = perfectPower({ p: b.p, q: b.q });
  return { root: R.rat(root.p, root.q), k };
};

/**
 * The terms (and a constant) as a polynomial in one power u of a common root, or undefined when
 * they are not one: bases with no common root, an exponent that is not a rational multiple of the
 * others', a shift whose power is not rational, or a degree above 8.
 */
export const powerPolynomial = (
  terms: readonly PowerTerm[],
  constant: Q,
): PowerPolynomial | undefined => {
  if (terms.length === 0) return undefined;
  // Every base written as root^k, one root for all (or all e).
  const first = terms[0] as PowerTerm;
  const root: Q | 'e' = first.base === 'e' ? 'e' : rootOf(first.base).root;
  const scaled: { c: Q; slope: Q; shift: Q }[] = [];
  for (const t of terms) {
    if ((t.base === 'e') !== (root === 'e') || R.isZero(t.slope)) return undefined;
    let k = 1;
    if (t.base !== 'e' && root !== 'e') {
      const own = rootOf(t.base);
      const inverse = R.eq(own.root, R.div(R.ONE, root));
      if (!R.eq(own.root, root) && !inverse) return undefined;
      k = inverse ? -own.k : own.k;
    }
    scaled.push({ c: t.c, slope: R.mul(t.slope, R.int(k)), shift: R.mul(t.shift, R.int(k)) });
  }
  // u = root^(step·x) with step the largest rational every slope is a whole multiple of.
  const top = scaled.reduce((g, t) => gcd(g, t.slope.p * (lcmOf(scaled) / t.slope.q)), 0n);
  const step = R.rat(top, lcmOf(scaled));
  const powers: { c: Q; k: number }[] = [];
  for (const t of scaled) {
    const k = R.div(t.slope, step);
    if (!R.isInt(k) || Math.abs(Number(k.p)) > MAX_POWER) return undefined;
    // root^shift must be a rational number to stand in the coefficient.
    let factor: Q | undefined = R.ONE;
    if (!R.isZero(t.shift)) {
      if (root === 'e') return undefined;
      try {
        factor = E.rational(E.power(E.fromQ(root), t.shift));
      } catch {
        factor = undefined;
      }
    }
    if (!factor) return undefined;
    powers.push({ c: R.mul(t.c, factor), k: Number(k.p) });
  }
  const lowest = Math.min(0, ...powers.map((p) => p.k));
  const highest = Math.max(0, ...powers.map((p) => p.k));
  if (highest - lowest > MAX_POWER) return undefined;
  const polynomial = [{ c: constant, k: 0 }, ...powers].reduce(
    (sum, { c, k }) => P.add(sum, P.mul(P.constPoly(c), P.powInt(P.varPoly('u'), k - lowest))),
    P.constPoly(R.ZERO),
  );
  return { root, step, polynomial, lowest, powers };
};

/** The least common multiple of the slopes' denominators. */
const lcmOf = (terms: readonly { slope: Q }[]): bigint =>
  terms.reduce((m, t) => R.lcm(m, t.slope.q), 1n);
