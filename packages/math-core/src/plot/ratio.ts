/**
 * A function of one unknown read as a quotient of two polynomials with rational coefficients,
 * N(x)/D(x), when it is one: what makes its roots, holes, asymptotes and turning points exact.
 * Polynomials here are dense: coefficients from the constant up, with no zero at the top (the
 * zero polynomial is empty).
 */
import { n as numberNode } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { type Q, SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { factorPolynomial } from '../solve/factor';
import type { Poly } from '../solve/poly';
import * as P from '../solve/poly';
import { solvePolynomial } from '../solve/polynomial';
import { evalExact, hasVariable } from '../solve/reading';

/** Coefficients from the constant up. */
export type Dense = Q[];

/** A real root: its value, and its exact value and text when the exact numbers can hold it. */
export interface Root {
  value: number;
  exact?: Exact;
  /** The exact value as the solver writes it ("(3 + √5)/2"); absent for a numeric root. */
  text?: string;
}

/** Highest degree read; past it a function is sampled only. */
const MAX_READ_DEGREE = 12;

const trim = (a: Dense): Dense => {
  const out = [...a];
  while (out.length > 0 && R.isZero(out[out.length - 1] as Q)) out.pop();
  return out;
};
export const degreeOf = (a: Dense): number => a.length - 1;
const at = (a: Dense, i: number): Q => a[i] ?? R.ZERO;
const lead = (a: Dense): Q => a[a.length - 1] as Q;

export const addD = (a: Dense, b: Dense): Dense =>
  trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => R.add(at(a, i), at(b, i))));
export const scaleD = (a: Dense, k: Q): Dense => trim(a.map((c) => R.mul(c, k)));
export const subD = (a: Dense, b: Dense): Dense => addD(a, scaleD(b, R.int(-1)));
export const mulD = (a: Dense, b: Dense): Dense => {
  if (a.length === 0 || b.length === 0) return [];
  const out: Q[] = Array.from({ length: a.length + b.length - 1 }, () => R.ZERO);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j] = R.add(out[i + j] as Q, R.mul(x, y));
    });
  });
  return trim(out);
};

/** Quotient and remainder of a ÷ b (b not zero). */
export const divmodD = (a: Dense, b: Dense): { q: Dense; r: Dense } => {
  let r = trim(a);
  const q: Q[] = Array.from({ length: Math.max(0, r.length - b.length + 1) }, () => R.ZERO);
  while (r.length >= b.length && r.length > 0) {
    const k = r.length - b.length;
    const c = R.div(lead(r), lead(b));
    q[k] = c;
    r = subD(r, mulD([...Array.from({ length: k }, () => R.ZERO), c], b));
  }
  return { q: trim(q), r };
};

/** The greatest common divisor, with leading coefficient 1 (1 when a and b share no factor). */
export const gcdD = (a: Dense, b: Dense): Dense => {
  let [x, y] = [trim(a), trim(b)];
  while (y.length > 0) [x, y] = [y, divmodD(x, y).r];
  return x.length === 0 ? [R.ONE] : scaleD(x, R.div(R.ONE, lead(x)));
};

export const derivativeD = (a: Dense): Dense =>
  trim(a.slice(1).map((c, i) => R.mul(c, R.int(i + 1))));

/** a(t) in floating point (Horner). */
export const valueD = (a: Dense, t: number): number =>
  a.reduceRight((sum, c) => sum * t + R.toNumber(c), 0);

/** a(t) exactly, or undefined when the exact numbers cannot hold it. */
export const exactValueD = (a: Dense, t: Exact): Exact | undefined => {
  try {
    return a.reduceRight<Exact>((sum, c) => E.add(E.mul(sum, t), E.fromQ(c)), []);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** N/D: a quotient of two polynomials in one unknown. */
export interface Ratio {
  num: Dense;
  den: Dense;
}

const constantRatio = (q: Q): Ratio => ({ num: trim([q]), den: [R.ONE] });

/**
 * `node` as N(x)/D(x), unreduced (so a factor that cancels is still there to show a hole), or
 * undefined when it is not a quotient of polynomials with rational coefficients (sin(x), √x, 2ˣ,
 * π·x) or its degree passes MAX_READ_DEGREE.
 */
export const readRatio = (node: MathNode, x: string): Ratio | undefined => {
  const read = (n: MathNode): Ratio | undefined => {
    if (!hasVariable(n)) {
      try {
        const value = E.rational(evalExact(n));
        return value ? constantRatio(value) : undefined;
      } catch (err) {
        if (err instanceof SolveStop) return undefined;
        throw err;
      }
    }
    switch (n.type) {
      case 'variable':
        return n.name === x ? { num: [R.ZERO, R.ONE], den: [R.ONE] } : undefined;
      case 'neg': {
        const a = read(n.arg);
        return a && { num: scaleD(a.num, R.int(-1)), den: a.den };
      }
      case 'binary':
      case 'fraction': {
        const [l, r] = n.type === 'fraction' ? [n.num, n.den] : [n.left, n.right];
        const op = n.type === 'fraction' ? '/' : n.op;
        const a = read(l);
        const b = a && read(r);
        if (!a || !b) return undefined;
        if (op === '+' || op === '-') {
          const right = mulD(b.num, a.den);
          const top = mulD(a.num, b.den);
          return checked({
            num: op === '+' ? addD(top, right) : subD(top, right),
            den: mulD(a.den, b.den),
          });
        }
        if (op === '*') return checked({ num: mulD(a.num, b.num), den: mulD(a.den, b.den) });
        if (op === '/')
          return b.num.length === 0
            ? undefined
            : checked({ num: mulD(a.num, b.den), den: mulD(a.den, b.num) });
        return undefined;
      }
      case 'power': {
        if (hasVariable(n.exponent)) return undefined;
        const base = read(n.base);
        const k = read(n.exponent);
        const e =
          k && k.num.length <= 1 && k.den.length === 1
            ? R.div(at(k.num, 0), at(k.den, 0))
            : undefined;
        if (
          !base ||
          !e ||
          !R.isInt(e) ||
          e.p > BigInt(MAX_READ_DEGREE) ||
          -e.p > BigInt(MAX_READ_DEGREE)
        )
          return undefined;
        let out: Ratio = { num: [R.ONE], den: [R.ONE] };
        const times = Number(e.p < 0n ? -e.p : e.p);
        for (let i = 0; i < times; i++)
          out = { num: mulD(out.num, base.num), den: mulD(out.den, base.den) };
        if (e.p < 0n) out = out.num.length === 0 ? out : { num: out.den, den: out.num };
        return out.num.length === 0 && e.p < 0n ? undefined : checked(out);
      }
      default:
        return undefined;
    }
  };
  const checked = (r: Ratio): Ratio | undefined =>
    r.den.length === 0 || Math.max(degreeOf(r.num), degreeOf(r.den)) > MAX_READ_DEGREE
      ? undefined
      : r;
  return read(node);
};

/** A dense polynomial as a math-core polynomial in x. */
export const toPolyOf = (a: Dense, x: string): Poly =>
  P.add(
    a.map((c, i) => ({ mono: i === 0 ? {} : { [x]: i }, c })),
    [],
  );

const fromZ = (z: bigint[]): Dense => trim(z.map((c) => R.rat(c)));

const exactRoot = (e: Exact): Root => ({
  value: E.toNumber(e),
  exact: e,
  text: toText(E.toNode(e)),
});

/**
 * Real roots of a polynomial with no repeated factor over the rationals, found numerically:
 * every real root lies within 1 + max |aᵢ/aₙ| of 0 (Cauchy's bound), and a root of odd
 * multiplicity changes the sign, so sign changes on a fine grid are narrowed down by bisection.
 */
export const numericRoots = (a: Dense): Root[] => {
  const n = degreeOf(a);
  if (n < 1) return [];
  const bound = 1 + Math.max(...a.slice(0, -1).map((c) => Math.abs(R.toNumber(R.div(c, lead(a))))));
  const steps = 4000;
  const roots: Root[] = [];
  let [x0, y0] = [-bound, valueD(a, -bound)];
  for (let i = 1; i <= steps; i++) {
    const x1 = -bound + (2 * bound * i) / steps;
    const y1 = valueD(a, x1);
    if (y1 === 0) roots.push({ value: x1 });
    else if (y0 !== 0 && Math.sign(y0) !== Math.sign(y1))
      roots.push({ value: bisect((t) => valueD(a, t), x0, x1) });
    [x0, y0] = [x1, y1];
  }
  return roots;
};

/** A point where a continuous f changes sign between lo and hi. */
export const bisect = (f: (t: number) => number, lo: number, hi: number): number => {
  let [a, b, fa] = [lo, hi, f(lo)];
  for (let i = 0; i < 200 && b - a > 0; i++) {
    const m = (a + b) / 2;
    if (m === a || m === b) break;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [m, fm];
    else b = m;
  }
  return (a + b) / 2;
};

/**
 * The distinct real roots of a polynomial, ascending, exact where they can be: degree 1 and 2
 * by the solver's own linear and quadratic working, higher degrees factored over the rationals
 * first (rational roots and quadratic factors exact), and any factor of degree 3 or more that
 * does not split found numerically.
 */
export const realRoots = (a: Dense, x: string): Root[] => {
  const found = rootsOf(trim(a), x);
  const sorted = found.sort((u, v) => u.value - v.value);
  return sorted.filter((r, i) => i === 0 || !close(r.value, (sorted[i - 1] as Root).value));
};

const close = (u: number, v: number): boolean => Math.abs(u - v) <= 1e-9 * Math.max(1, Math.abs(u));

const rootsOf = (a: Dense, x: string): Root[] => {
  const n = degreeOf(a);
  if (n < 1) return [];
  try {
    if (n <= 2) {
      const o = solvePolynomial(P.toNode(toPolyOf(a, x)), numberNode(0), x);
      return o.status === 'roots' ? o.roots.map(exactRoot) : [];
    }
    const f = factorPolynomial(toPolyOf(a, x), x);
    const roots: Root[] = f.power > 0 ? [exactRoot([])] : [];
    for (const g of f.factors) {
      const part = fromZ(g.z);
      roots.push(...(degreeOf(part) <= 2 ? rootsOf(part, x) : numericRoots(part)));
    }
    return roots;
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    // The exact working gave up (numbers too large to factor): the square-free part numerically.
    return numericRoots(divmodD(a, gcdD(a, derivativeD(a))).q);
  }
};
