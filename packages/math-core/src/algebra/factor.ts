/**
 * Factoring a polynomial in one unknown over the rational numbers, with the method a student
 * would use shown at each stage: the common factor first (6x² + 9x = 3x(2x + 3)), then a
 * difference of squares, a perfect-square trinomial, two numbers with a given product and sum
 * (x² − 5x + 6 = (x − 2)(x − 3)), the ac method with the middle term split and grouped (those in
 * ./factorQuadratic, which every factoring starts with), a sum or difference of cubes, grouping
 * four terms, and for higher degrees the rational roots with synthetic division. A polynomial
 * that does not factor is said to, with the reason. The factored form is expanded, and its tree
 * read as a polynomial, before it is given.
 */

import { approxEqual, TOLERANCE } from '../math/approx';
import { chain, eq, list, n as numberNode } from '../math/build';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { type SolveStop, unchecked } from '../math/rational';
import { refuse } from '../math/refusal';
import { qNode, step } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import {
  abs,
  at,
  deg,
  differenceOfSquares,
  divisors,
  type Factorization,
  factorWith,
  lead,
  nodeOf,
  powersOf,
  productNode,
  scaledBracket,
  splitQuadratic,
  splitQuadraticFactors,
  spread,
  sumNode,
  type Work,
  wholePoly,
  type Z,
} from './factorQuadratic';
import type { Poly } from './poly';
import * as P from './poly';
import { substitute } from './reading';

export type { Factorization } from './factorQuadratic';

/**
 * The English words of the ways a factorisation names (its `methods`), by id: the kinds that
 * factor bring them among their methods.
 */
export const FACTOR_METHODS = {
  perfectSquare: 'perfect-square trinomial',
  productAndSum: 'two numbers with a given product and sum',
  acMethod: 'ac method',
  differenceOfSquares: 'difference of squares',
  sumOfCubes: 'sum of cubes',
  differenceOfCubes: 'difference of cubes',
  grouping: 'grouping',
  rationalRoots: 'rational root theorem and synthetic division',
  quadraticFactor: 'quadratic factor',
  commonFactor: 'common factor',
} as const;

/** The sentences of the refusals of a factoring past the quadratic factors. */
export const HIGHER_FACTOR_REFUSALS = {
  factorTooLarge: 'This polynomial is too large to factor',
  factorUnfinished:
    'The solver could not finish factoring {polynomial}: it has no rational roots and no quadratic factor, and factors of degree 3 or more are not searched for',
} as const;

const unsupported = (
  id: keyof typeof HIGHER_FACTOR_REFUSALS,
  values?: Readonly<Record<string, MathNode>>,
): SolveStop => refuse('unsupported', HIGHER_FACTOR_REFUSALS, id, values);

/** The real cube root of a whole number when it is a perfect cube (−8 → −2). */
const cubeRoot = (n: bigint): bigint | undefined => {
  const r = R.exactRoot(abs(n), 3);
  return r === undefined ? undefined : n < 0n ? -r : r;
};

const ZERO = /* @__PURE__ */ numberNode(0);

/** The candidates ±p/q of the rational root theorem, smallest size first, positive first. */
const rationalCandidates = (z: Z, x: string): Q[] => {
  const ps = divisors(at(z, x, 0));
  const qs = divisors(lead(z, x));
  if (ps.length * qs.length > 20_000) throw unsupported('factorTooLarge');
  const seen = new Map<string, Q>();
  for (const p of ps)
    for (const q of qs) {
      const r = R.rat(p, q);
      seen.set(`${r.p}/${r.q}`, r);
    }
  const positive = [...seen.values()].sort((a, b) => R.cmp(a, b));
  return positive.flatMap((r) => [r, R.neg(r)]);
};

/** Numbers as one list tree, as a note shows them: 1, −6, 11, −6. */
const numberList = (qs: Q[]): MathNode => list(...qs.map(qNode));

/** The quotient z/f when f divides z with a quotient of whole coefficients; otherwise undefined. */
const wholeQuotient = (z: Z, f: Z, x: string): Z | undefined => {
  const { quotient, remainder } = P.divMod(z, f, x);
  return remainder.length === 0 && quotient.every((t) => R.isInt(t.c)) ? quotient : undefined;
};

/** The whole coefficients of z, constant first (z has integer coefficients). */
const coefficients = (z: Z, x: string): bigint[] =>
  Array.from({ length: deg(z, x) + 1 }, (_, i) => at(z, x, i));

/** The value at the whole number k of the polynomial with these coefficients, constant first. */
const valueAt = (cs: readonly bigint[], k: bigint): bigint =>
  cs.reduceRight((sum, c) => sum * k + c, 0n);

/** Whole points where a quadratic factor's value must divide z's (Gauss: z = f·q, q whole). */
const PROBES = [1n, -1n, 2n, -2n, 3n] as const;

/** A quadratic factor a·x² + b·x + c of z (no rational roots), searched within the bound on its roots. */
const quadraticFactor = (z: Z, x: string): Z | undefined => {
  const n = deg(z, x);
  // If f divides z with a whole quotient q, then f(k) divides z(k) = f(k)·q(k) at every whole k:
  // a test in a few multiplications that rules out nearly every candidate before dividing.
  const zs = coefficients(z, x);
  const zAt = PROBES.map((k) => valueAt(zs, k));
  const mayDivide = (a: bigint, b: bigint, c: bigint) =>
    PROBES.every((k, i) => {
      const f = a * k * k + b * k + c;
      return f === 0n ? zAt[i] === 0n : zAt[i]! % f === 0n;
    });
  const an = Number(lead(z, x));
  let bound = 0;
  for (let i = 0; i < n; i++) bound = Math.max(bound, Math.abs(Number(at(z, x, i)) / an));
  bound += 1;
  const as = divisors(lead(z, x));
  const cs = divisors(at(z, x, 0));
  let budget = 50_000;
  for (const a of as)
    for (const cAbs of cs)
      for (const c of [cAbs, -cAbs]) {
        // |b/a| = |r₁ + r₂| ≤ 2·bound, and |c/a| = |r₁r₂| ≤ bound².
        const product = Math.abs(Number(c) / Number(a));
        if (product > bound * bound && !approxEqual(product, bound * bound, TOLERANCE.check))
          continue;
        const limit = BigInt(Math.ceil(2 * bound * Number(a)));
        for (let b = -limit; b <= limit; b++) {
          if (--budget < 0) throw unsupported('factorTooLarge');
          if (b * b - 4n * a * c >= 0n && R.exactRoot(b * b - 4n * a * c, 2) !== undefined)
            continue;
          if (!mayDivide(a, b, c)) continue;
          const f = wholePoly(x, c, b, a);
          if (wholeQuotient(z, f, x)) return f;
        }
      }
  return undefined;
};

/**
 * Splits a primitive z (positive leading coefficient, non-zero constant) into irreducible factors:
 * as every factoring does (./factorQuadratic), then, for a higher degree, a sum or difference of
 * cubes, four terms grouped, a quadratic in x^k, a rational root or a quadratic factor.
 */
const split = (z: Z, w: Work): Z[] => {
  const x = w.x;
  const n = deg(z, x);
  // Degree 2 or less, as the solver of quadratics splits it.
  if (n <= 2) return splitQuadraticFactors(z, w);
  const node = nodeOf(z);
  const nonzero = powersOf(z, x);
  const squares = differenceOfSquares(z, w);
  if (squares) return [...split(squares[0], w), ...split(squares[1], w)];
  // Two terms: a sum or difference of cubes.
  if (nonzero.length === 2) {
    const A = cubeRoot(lead(z, x));
    const B = cubeRoot(at(z, x, 0));
    if (n % 3 === 0 && A !== undefined && B !== undefined) {
      const k = n / 3;
      const linear = spread(wholePoly(x, B, A), x, k);
      const square = spread(wholePoly(x, B * B, -A * B, A * A), x, k);
      const aNode = P.toNode([{ mono: { [x]: k }, c: R.rat(A) }]);
      const sum = B > 0n;
      w.methods.add(sum ? 'sumOfCubes' : 'differenceOfCubes');
      w.steps.push(
        step(
          {
            rule: 'cubes',
            form: sum ? 'sum' : 'difference',
            params: { a: aNode, b: sum ? B : -B },
          },
          eq(node, productNode([nodeOf(linear), nodeOf(square)])),
        ),
      );
      return [...split(linear, w), ...split(square, w)];
    }
  }
  // Four terms of a cubic that group: x²(ax + b) + k(ax + b).
  const [z0, z1, z2, z3] = [0, 1, 2, 3].map((i) => at(z, x, i)) as [bigint, bigint, bigint, bigint];
  if (n === 3 && nonzero.length === 4 && z3 * z0 === z2 * z1) {
    const g1 = R.gcd(z3, z2);
    const bracket = wholePoly(x, z2 / g1, z3 / g1);
    const k = z1 / (z3 / g1);
    if (k * (z3 / g1) === z1 && k * (z2 / g1) === z0) {
      const other = wholePoly(x, k, 0n, g1);
      const bracketNode = nodeOf(bracket);
      w.methods.add('grouping');
      const grouped = sumNode([
        scaledBracket(R.rat(g1), { [x]: 2 }, bracketNode),
        scaledBracket(R.rat(k), {}, bracketNode),
      ]);
      w.steps.push(step({ rule: 'grouping', form: 'firstTwo' }, eq(node, grouped)));
      w.steps.push(
        step(
          { rule: 'commonFactor', params: { bracket: bracketNode } },
          eq(node, productNode([bracketNode, nodeOf(other)])),
        ),
      );
      return [...split(bracket, w), ...split(other, w)];
    }
  }
  // A quadratic in u = x^k.
  const k = nonzero.reduce((g, i) => R.gcdNumber(g, i), 0);
  if (k > 1 && n / k === 2) {
    const parts = splitQuadratic(z, k, w);
    if (parts) return parts.flatMap((f) => split(f, w));
  }
  // The rational root theorem, then synthetic division.
  const candidates = rationalCandidates(z, x);
  const root = candidates.find((r) => R.isZero(P.valueAt(z, x, r)));
  if (root) {
    // Synthetic division by x − root: the quotient's coefficients are its bottom row.
    const { quotient, remainder } = P.divMod(z, P.sub(P.varPoly(x), P.constPoly(root)), x);
    if (remainder.length > 0) throw unchecked();
    const linear = wholePoly(x, -root.p, root.q);
    // (x − p/q)·Q(x) = (qx − p)·(Q(x)/q), and Q/q has whole coefficients.
    const rest = P.scale(quotient, R.rat(1n, root.q));
    if (!rest.every((t) => R.isInt(t.c))) throw unchecked();
    const coefficients = numberList(P.coefficients(z, x).reverse());
    const bottomRow = P.coefficients(quotient, x).reverse();
    w.methods.add('rationalRoots');
    // The positive candidates, only the first eight of them when there are many.
    const many = candidates.length > 12;
    const positive = candidates.filter((r) => r.p > 0n);
    w.steps.push(
      step(
        {
          rule: 'rationalRoot',
          form: many ? 'rootMany' : 'root',
          params: {
            constant: abs(at(z, x, 0)),
            leading: lead(z, x),
            candidates: numberList(many ? positive.slice(0, 8) : positive),
            unknown: x,
            root: qNode(root),
            factor: nodeOf(linear),
          },
        },
        chain(substitute(node, { [x]: qNode(root) }), '=', ZERO),
      ),
    );
    w.steps.push(
      step(
        {
          rule: 'synthetic',
          params: { coefficients, root: qNode(root), bottom: numberList(bottomRow) },
        },
        eq(node, productNode([nodeOf(linear), nodeOf(rest)])),
      ),
    );
    return [linear, ...split(rest, w)];
  }
  if (n === 3) {
    const shown = toText(node);
    const why = 'it has no rational roots, and a cubic that factors has a factor of degree 1';
    w.irreducible.push(`${shown}: ${why}`);
    w.steps.push(step({ rule: 'irreducible', form: 'cubic', params: { polynomial: node } }, node));
    return [z];
  }
  const f = quadraticFactor(z, x);
  if (f) {
    const rest = wholeQuotient(z, f, x) as Z;
    w.methods.add('quadraticFactor');
    w.steps.push(
      step(
        { rule: 'divides', params: { factor: nodeOf(f) } },
        eq(node, productNode([nodeOf(f), nodeOf(rest)])),
      ),
    );
    return [...split(f, w), ...split(rest, w)];
  }
  if (n > 5) throw unsupported('factorUnfinished', { polynomial: node });
  const shown = toText(node);
  const why =
    'it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need';
  w.irreducible.push(`${shown}: ${why}`);
  w.steps.push(step({ rule: 'irreducible', form: 'noSmall', params: { polynomial: node } }, node));
  return [z];
};

/**
 * p (a polynomial in the one unknown x) as a product of irreducible factors over the rationals,
 * with the working. The product is expanded, and its tree read as a polynomial, and both compared
 * with p before it is returned; a SolveStop when either differs.
 */
export const factorPolynomial = (p: Poly, x: string): Factorization => factorWith(p, x, split);

/** Whether the factorization is a product of more than one factor (not counting a number in front). */
export const isFactored = (f: Factorization): boolean =>
  f.factors.reduce((s, g) => s + g.times, 0) + (f.power > 0 ? 1 : 0) > 1 ||
  (f.factors.length > 0 && !R.eq(R.abs(f.content), R.ONE));
