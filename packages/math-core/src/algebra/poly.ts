/**
 * Polynomials with rational coefficients in one or two unknowns: what linear equations,
 * quadratics and systems are made of, and what `(2x + 1)(x − 3)` expands to.
 */
import { frac, n as numberNode, pow, times, variable } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { refuse } from '../math/refusal';
import { negLead } from '../math/show';
import type { MathNode } from '../math/tree';

/** Exponent of each unknown in a monomial: { x: 2 } is x². */
export type Mono = Record<string, number>;
export interface PolyTerm {
  mono: Mono;
  c: Q;
}
/** Terms with distinct monomials and non-zero coefficients, highest degree first. */
export type Poly = PolyTerm[];

/** Highest total degree a product may reach while expanding. */
export const MAX_DEGREE = 8;

/** The sentences of the polynomials' refusals. */
export const POLY_REFUSALS = {
  powersAbove: 'Powers above {limit} are not supported',
} as const;
const MAX_TERMS = 64;

const monoKey = (m: Mono): string =>
  Object.keys(m)
    .sort()
    .map((v) => `${v}${m[v]}`)
    .join('');
const degreeOf = (m: Mono): number => Object.values(m).reduce((s, k) => s + k, 0);

const normalize = (terms: PolyTerm[]): Poly => {
  const sums = new Map<string, PolyTerm>();
  for (const t of terms) {
    const k = monoKey(t.mono);
    const old = sums.get(k);
    sums.set(k, old ? { mono: t.mono, c: R.add(old.c, t.c) } : t);
  }
  const out = [...sums.values()].filter((t) => !R.isZero(t.c));
  if (out.length > MAX_TERMS) throw R.tooLarge();
  return out.sort(
    (a, b) => degreeOf(b.mono) - degreeOf(a.mono) || monoKey(a.mono).localeCompare(monoKey(b.mono)),
  );
};

export const constPoly = (c: Q): Poly => normalize([{ mono: {}, c }]);
export const varPoly = (name: string): Poly => [{ mono: { [name]: 1 }, c: R.ONE }];
export const add = (a: Poly, b: Poly): Poly => normalize([...a, ...b]);
export const scale = (a: Poly, k: Q): Poly =>
  normalize(a.map((t) => ({ mono: t.mono, c: R.mul(t.c, k) })));
export const sub = (a: Poly, b: Poly): Poly => add(a, scale(b, R.int(-1)));
/** a·b; a product term above degree `limit` is refused (a SolveStop). */
export const mulUpTo = (a: Poly, b: Poly, limit: number): Poly => {
  const out: PolyTerm[] = [];
  for (const x of a)
    for (const y of b) {
      const mono: Mono = { ...x.mono };
      for (const [v, k] of Object.entries(y.mono)) mono[v] = (mono[v] ?? 0) + k;
      if (degreeOf(mono) > limit)
        throw refuse('unsupported', POLY_REFUSALS, 'powersAbove', { limit: String(limit) });
      out.push({ mono, c: R.mul(x.c, y.c) });
    }
  return normalize(out);
};
export const mul = (a: Poly, b: Poly): Poly => mulUpTo(a, b, MAX_DEGREE);
export const powInt = (a: Poly, k: number, limit = MAX_DEGREE): Poly => {
  let result = constPoly(R.ONE);
  for (let i = 0; i < k; i++) result = mulUpTo(result, a, limit);
  return result;
};

export const degree = (p: Poly, name?: string): number =>
  p.reduce((d, t) => Math.max(d, name ? (t.mono[name] ?? 0) : degreeOf(t.mono)), 0);
export const variables = (p: Poly): string[] =>
  [...new Set(p.flatMap((t) => Object.keys(t.mono)))].sort();
/** Coefficient of x^k in a polynomial of one unknown x (k = 0: the constant). */
export const coeff = (p: Poly, name: string, k: number): Q =>
  p.find((t) => (k === 0 ? degreeOf(t.mono) === 0 : t.mono[name] === k && degreeOf(t.mono) === k))
    ?.c ?? R.ZERO;
/**
 * The coefficients of a polynomial in one unknown x from the constant up, with no zero at the
 * top (none at all for 0): a view for evaluating it term by term, not for arithmetic.
 */
export const coefficients = (p: Poly, name: string): Q[] =>
  Array.from({ length: p.length === 0 ? 0 : degree(p, name) + 1 }, (_, k) => coeff(p, name, k));
/** The polynomial Σ cs[k]·xᵏ in one unknown x, from its coefficients from the constant up. */
export const fromCoefficients = (cs: readonly Q[], name: string): Poly =>
  normalize(cs.map((c, k) => ({ mono: k === 0 ? {} : { [name]: k }, c })));
/** The coefficient of the highest power of x (0 for the zero polynomial). */
export const leading = (p: Poly, name: string): Q => coeff(p, name, degree(p, name));
/**
 * p(t) exactly, by Horner's rule on its coefficients. The evaluation of a polynomial at a point:
 * `valueAt` at a rational, `exactValueAt` at any exact number (√2, 1 + √3, π), `evaluator` in
 * floating point; a tree at a point is math/evaluateExact's `exactAt` (or evaluateMath in floating point).
 */
export const valueAt = (p: Poly, name: string, t: Q): Q =>
  coefficients(p, name).reduceRight((sum, c) => R.add(R.mul(sum, t), c), R.ZERO);
/** p(t) exactly at an exact number t (a SolveStop when the exact numbers cannot hold it). */
export const exactValueAt = (p: Poly, name: string, t: Exact): Exact =>
  coefficients(p, name).reduceRight<Exact>((sum, c) => E.add(E.mul(sum, t), E.fromQ(c)), []);
/** p as a function of t in floating point, by Horner's rule on its coefficients. */
export const evaluator = (p: Poly, name: string): ((t: number) => number) => {
  const cs = coefficients(p, name).map(R.toNumber);
  return (t) => cs.reduceRight((sum, c) => sum * t + c, 0);
};
/** d/dx of a polynomial in one unknown x: each k·c·xᵏ⁻¹. */
export const derivative = (p: Poly, name: string): Poly =>
  add(
    p
      .filter((t) => (t.mono[name] ?? 0) > 0)
      .map((t) => {
        const k = t.mono[name] as number;
        return { mono: k > 1 ? { [name]: k - 1 } : {}, c: R.mul(t.c, R.int(k)) };
      }),
    [],
  );
/** The constant term. */
export const constant = (p: Poly): Q => coeff(p, '', 0);
export const isConstant = (p: Poly): boolean => p.every((t) => degreeOf(t.mono) === 0);
/** Lowest common denominator of the coefficients. */
export const denominator = (p: Poly): bigint => p.reduce((d, t) => R.lcm(d, t.c.q), 1n);

/**
 * What a quadratic in x is multiplied by for whole coefficients with no common factor and a
 * positive x² term, as the solver writes one: ½x² − 3 by 2, −2x² + 4x by −½.
 */
export const wholeScale = (p: Poly, x: string): Q => {
  const D = denominator(p);
  const whole = scale(p, R.rat(D));
  const g = whole.reduce((acc, t) => R.gcd(acc, t.c.p), 0n);
  return R.rat((coeff(whole, x, 2).p < 0n ? -1n : 1n) * D, g);
};

const monoNode = (m: Mono): MathNode | undefined =>
  Object.keys(m)
    .sort()
    .map((v) => (m[v] === 1 ? variable(v) : pow(variable(v), numberNode(m[v] as number))))
    .reduce<MathNode | undefined>((acc, f) => (acc ? times(acc, f) : f), undefined);

/** |c| × monomial: 3x², x/3, 2x/3, 5. */
const termBody = (c: Q, m: Mono): MathNode => {
  const mono = monoNode(m);
  const top = c.p < 0n ? -c.p : c.p;
  const body = mono ? (top === 1n ? mono : times(numberNode(top), mono)) : numberNode(top);
  return c.q === 1n ? body : frac(body, numberNode(c.q));
};

/** The polynomial as a tree: 2x² − 5x − 3, x/3 + 1/2, 0. */
export const toNode = (p: Poly): MathNode => {
  if (p.length === 0) return numberNode(0);
  let node: MathNode | undefined;
  for (const t of p) {
    const body = termBody(t.c, t.mono);
    const negative = t.c.p < 0n;
    if (!node) node = negative ? negLead(body) : body;
    else node = { type: 'binary', op: negative ? '-' : '+', left: node, right: body };
  }
  return node as MathNode;
};

export const equals = (a: Poly, b: Poly): boolean => sub(a, b).length === 0;

// Division in the one unknown x.

/** One step of a long division: the quotient's next term, and the remainder before and after. */
export interface DivisionStep {
  term: Poly;
  product: Poly;
  before: Poly;
  after: Poly;
}

/**
 * a = quotient·b + remainder with the remainder of lower degree than b (b not zero), by long
 * division: divide the leading terms, multiply back, subtract, until the remainder's degree is
 * below b's. `onStep` sees each round, for a solver that shows them.
 */
export const divMod = (
  a: Poly,
  b: Poly,
  x: string,
  onStep?: (s: DivisionStep) => void,
): { quotient: Poly; remainder: Poly } => {
  const db = degree(b, x);
  const lead = coeff(b, x, db);
  let quotient: Poly = [];
  let remainder = a;
  while (remainder.length > 0 && degree(remainder, x) >= db) {
    const k = degree(remainder, x);
    const term: Poly = [
      { mono: k > db ? { [x]: k - db } : {}, c: R.div(coeff(remainder, x, k), lead) },
    ];
    // term·b has the remainder's degree, never more than the dividend's.
    const product = mulUpTo(term, b, k);
    const after = sub(remainder, product);
    onStep?.({ term, product, before: remainder, after });
    quotient = add(quotient, term);
    remainder = after;
  }
  return { quotient, remainder };
};

/** p with leading coefficient 1. */
const monic = (p: Poly, x: string): Poly =>
  p.length === 0 ? p : scale(p, R.div(R.ONE, leading(p, x)));

/** The greatest common divisor, monic (1 when the two share no factor). */
export const gcd = (a: Poly, b: Poly, x: string): Poly => {
  let [u, v] = [a, b];
  while (v.length > 0) [u, v] = [v, divMod(u, v, x).remainder];
  return monic(u, x);
};

/** a/b when b divides a exactly; a SolveStop otherwise (the working would be wrong). */
export const divideExactly = (a: Poly, b: Poly, x: string): Poly => {
  const { quotient, remainder } = divMod(a, b, x);
  if (remainder.length > 0) throw R.unchecked();
  return quotient;
};

/** The whole number common to every coefficient of a polynomial with whole coefficients (1 for 0). */
export const wholeContent = (p: Poly): bigint =>
  p.reduce((g, t) => R.gcd(g, t.c.p < 0n ? -t.c.p : t.c.p), 0n) || 1n;
