/**
 * Complex numbers, two ways. Exact: re + im·i whose parts are exact reals (sums of surds), read
 * from a tree of numbers, i, square roots, + − × ÷ and whole powers (`complexValue`), and written
 * back as a tree (`complexNode`: 2i, −1 + i√3, (√6 + √2)i/4). And in floating point
 * (`complexFloat`), evaluated from a tree independently of the exact arithmetic, with the real
 * odd roots and degrees of the rest of the library, to check complex answers: √(−4) = 2i,
 * (2(cos(72°) + i sin(72°)))⁵ = 32.
 */

import { frac, n as numberNode, times, variable } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import type { MathNode } from '../math/tree';
import { negligible } from './samplePoints';

/** A complex number re + im·i whose parts are exact reals. */
export interface Complex {
  re: Exact;
  im: Exact;
}

export const real = (x: Exact): Complex => ({ re: x, im: [] });
export const I: Complex = { re: [], im: /* @__PURE__ */ E.fromQ(R.ONE) };
export const isZero = (z: Complex): boolean => z.re.length === 0 && z.im.length === 0;
export const isReal = (z: Complex): boolean => z.im.length === 0;

export const add = (a: Complex, b: Complex): Complex => ({
  re: E.add(a.re, b.re),
  im: E.add(a.im, b.im),
});
export const sub = (a: Complex, b: Complex): Complex => ({
  re: E.sub(a.re, b.re),
  im: E.sub(a.im, b.im),
});
export const mul = (a: Complex, b: Complex): Complex => ({
  re: E.sub(E.mul(a.re, b.re), E.mul(a.im, b.im)),
  im: E.add(E.mul(a.re, b.im), E.mul(a.im, b.re)),
});
const negate = (a: Complex): Complex => ({ re: E.negate(a.re), im: E.negate(a.im) });

/** a/b: over b's conjugate, b·b̄ = re² + im² being real (throws when it cannot be inverted). */
export const div = (a: Complex, b: Complex): Complex => {
  const norm = E.add(E.mul(b.re, b.re), E.mul(b.im, b.im));
  const top = mul(a, { re: b.re, im: E.negate(b.im) });
  return { re: E.div(top.re, norm), im: E.div(top.im, norm) };
};

/** zᵏ for a whole k (|k| ≤ 64), by repeated squaring. */
export const power = (z: Complex, k: number): Complex => {
  if (k < 0) return div(real(E.fromQ(R.ONE)), power(z, -k));
  let result = real(E.fromQ(R.ONE));
  let base = z;
  for (let m = k; m > 0; m >>= 1) {
    if (m & 1) result = mul(result, base);
    if (m > 1) base = mul(base, base);
  }
  return result;
};

const MAX_POWER = 64;

/** a op b for an operation or a fraction: each side by `value`, then `ops` (± has none). */
const operation = <T>(
  node: Extract<MathNode, { type: 'binary' | 'fraction' }>,
  value: (n: MathNode) => T | undefined,
  ops: Record<'+' | '-' | '*' | '/', (a: T, b: T) => T | undefined>,
): T | undefined => {
  const [l, r] = node.type === 'fraction' ? [node.num, node.den] : [node.left, node.right];
  const op = node.type === 'fraction' ? '/' : node.op;
  const [a, b] = [value(l), value(r)];
  return a === undefined || b === undefined || op === '±' ? undefined : ops[op](a, b);
};

/**
 * The exact value of a tree made of numbers, i, square roots of numbers, + − × ÷ and whole
 * powers: what a complex answer is written from. Undefined for anything else; throws (a
 * SolveStop) for numbers too large to hold exactly or a division by zero.
 */
export const complexValue = (node: MathNode): Complex | undefined => {
  switch (node.type) {
    case 'number':
      return real(E.fromQ(R.fromDecimal(node.value)));
    case 'mixed':
      return real(
        E.fromQ(
          R.add(R.fromDecimal(node.whole), R.div(R.fromDecimal(node.num), R.fromDecimal(node.den))),
        ),
      );
    case 'variable':
      return node.name === 'i' ? I : undefined;
    case 'root': {
      if (node.index) return undefined;
      const inside = complexValue(node.radicand);
      const q = inside && isReal(inside) ? E.rational(inside.re) : undefined;
      if (!q) return undefined;
      return q.p < 0n ? { re: [], im: E.radical(R.neg(q), 2) } : real(E.radical(q, 2));
    }
    case 'neg': {
      const a = complexValue(node.arg);
      return a && negate(a);
    }
    case 'binary':
    case 'fraction':
      return operation(node, complexValue, {
        '+': add,
        '-': sub,
        '*': mul,
        '/': (a, b) => (isZero(b) ? undefined : div(a, b)),
      });
    case 'power': {
      const base = complexValue(node.base);
      const k = complexValue(node.exponent);
      const q = k && isReal(k) ? E.rational(k.re) : undefined;
      if (!base || !q || !R.isInt(q) || Number(q.p) > MAX_POWER || Number(q.p) < -MAX_POWER)
        return undefined;
      return isZero(base) && q.p <= 0n ? undefined : power(base, Number(q.p));
    }
    default:
      return undefined;
  }
};

/** −node with the minus on its leading factor: −2i, −i√3, not −(2i). */
const minus = (node: MathNode): MathNode =>
  node.type === 'binary' && node.implicit
    ? { ...node, left: minus(node.left) }
    : node.type === 'fraction'
      ? frac(minus(node.num), node.den)
      : { type: 'neg', arg: node };

/** A positive exact real times i as a tree: i, 2i, i√3, 2i√3, (√6 + √2)i. */
const imaginaryNode = (size: Exact): MathNode => {
  const i = variable('i');
  const node = E.toNode(size);
  if (node.type === 'number' && node.value === '1') return i;
  if (node.type === 'number') return times(node, i);
  if (node.type === 'root') return times(i, node);
  if (
    node.type === 'binary' &&
    node.implicit &&
    node.left.type === 'number' &&
    node.right.type === 'root'
  )
    return times(times(node.left, i), node.right);
  return times(node, i);
};

/**
 * The number as a tree, over the common denominator of its parts: 2i, −2i, 1 + 2i, −1 − i√3,
 * (1 + i√3)/2. With `pair`, the conjugate pair z, z̄ as one tree: −1 ± i√3, (1 ± i√3)/2, and
 * for a pair ±bi the tree of bi alone (a leading ± is not written as a tree).
 */
export const complexNode = (z: Complex, pair = false): MathNode => {
  if (isReal(z)) return E.toNode(z.re);
  const den = [...z.re, ...z.im].reduce((d, t) => R.lcm(d, t.c.q), 1n);
  const scale = E.fromQ(R.rat(den));
  const [re, im] = [E.mul(z.re, scale), E.mul(z.im, scale)];
  const negative = E.sign(im) < 0;
  const imaginary = imaginaryNode(negative ? E.negate(im) : im);
  const top: MathNode =
    re.length === 0
      ? negative && !pair
        ? minus(imaginary)
        : imaginary
      : {
          type: 'binary',
          op: pair ? '±' : negative ? '-' : '+',
          left: E.toNode(re),
          right: imaginary,
        };
  return den === 1n ? top : frac(top, numberNode(den));
};

// ---------------------------------------------------------------------------------------------
// In floating point.

/** [re, im] in floating point. */
export type ComplexFloat = readonly [number, number];

const fMul = ([a, b]: ComplexFloat, [c, d]: ComplexFloat): ComplexFloat => [
  a * c - b * d,
  a * d + b * c,
];
const fDiv = ([a, b]: ComplexFloat, [c, d]: ComplexFloat): ComplexFloat => {
  const norm = c * c + d * d;
  return [(a * c + b * d) / norm, (b * c - a * d) / norm];
};
/** The principal square root. */
const fSqrt = ([a, b]: ComplexFloat): ComplexFloat => {
  const size = Math.hypot(a, b);
  const re = Math.sqrt((size + a) / 2);
  const im = Math.sqrt((size - a) / 2);
  return [re, b < 0 ? -im : im];
};
const REAL_FUNCTIONS: Record<string, (v: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
};

/**
 * The value of a tree without unknowns other than i, in complex floating point: numbers, π, e, i,
 * + − × ÷, fractions and mixed numbers, whole powers of anything and real powers of positive
 * numbers, square roots (the principal one), odd roots of real numbers (the real one), ° as
 * degrees, and sin, cos, tan of real numbers. Undefined for anything else.
 */
export const complexFloat = (node: MathNode): ComplexFloat | undefined => {
  const ev = complexFloat;
  switch (node.type) {
    case 'number':
      return [Number(node.value), 0];
    case 'mixed':
      return [Number(node.whole) + Number(node.num) / Number(node.den), 0];
    case 'constant':
      return [node.name === 'pi' ? Math.PI : Math.E, 0];
    case 'variable':
      return node.name === 'i' ? [0, 1] : undefined;
    case 'neg': {
      const a = ev(node.arg);
      return a && [-a[0], -a[1]];
    }
    case 'binary':
    case 'fraction':
      return operation(node, ev, {
        '+': (a, b) => [a[0] + b[0], a[1] + b[1]],
        '-': (a, b) => [a[0] - b[0], a[1] - b[1]],
        '*': fMul,
        '/': fDiv,
      });
    case 'power': {
      const [base, k] = [ev(node.base), ev(node.exponent)];
      if (!base || !k || k[1] !== 0) return undefined;
      if (Number.isInteger(k[0]) && Math.abs(k[0]) <= MAX_POWER) {
        let result: ComplexFloat = [1, 0];
        for (let j = 0; j < Math.abs(k[0]); j++) result = fMul(result, base);
        return k[0] < 0 ? fDiv([1, 0], result) : result;
      }
      return base[1] === 0 && base[0] > 0 ? [base[0] ** k[0], 0] : undefined;
    }
    case 'root': {
      const radicand = ev(node.radicand);
      if (!radicand) return undefined;
      if (!node.index) return fSqrt(radicand);
      const index = ev(node.index);
      if (index?.[1] !== 0 || radicand[1] !== 0) return undefined;
      const [r, n] = [radicand[0], index[0]];
      if (r >= 0) return [r ** (1 / n), 0];
      return Number.isInteger(n) && n % 2 === 1 ? [-((-r) ** (1 / n)), 0] : undefined;
    }
    case 'postfix': {
      const a = ev(node.arg);
      if (!a || node.op === '!') return undefined;
      return node.op === '°'
        ? [(a[0] * Math.PI) / 180, (a[1] * Math.PI) / 180]
        : [a[0] / 100, a[1] / 100];
    }
    case 'function': {
      const f = REAL_FUNCTIONS[node.name];
      const a = node.args.length === 1 ? ev(node.args[0] as MathNode) : undefined;
      return f && a && a[1] === 0 ? [f(a[0]), 0] : undefined;
    }
    default:
      return undefined;
  }
};

/** Whether two complex values agree as real ones must (samplePoints.ts `agree`), by their sizes. */
export const closeFloat = (a: ComplexFloat, b: ComplexFloat): boolean =>
  negligible(Math.hypot(a[0] - b[0], a[1] - b[1]), Math.max(Math.hypot(...a), Math.hypot(...b)));
