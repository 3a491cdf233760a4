/**
 * Exact rational values of expression trees (numbers, mixed numbers, fractions, negation,
 * + − × ÷, and optionally whole powers), for grading answers and proving steps. Bounded: a value
 * whose numerator or denominator would pass about 1,200 digits is only known to be "far" (equal
 * to no answer) or "tiny" (rounds to 0), so no input builds a huge BigInt.
 */
import type { MathNode } from '../math/tree';
import { type Reading, readDecimal, type Signed } from './fractionText';
import { gcd } from './rational';

const MAX_BITS = 4000;
const bits = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;

const ZERO: Signed = { p: 0n, q: 1n };
const isZero = (r: Reading): boolean => typeof r === 'object' && r.p === 0n;

/** p/q in lowest terms with q > 0, or out of reach when either part is too long. */
const make = (p: bigint, q: bigint): Reading => {
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  [p, q] = [p / g, q / g];
  if (bits(p) > MAX_BITS || bits(q) > MAX_BITS) return bits(p) < bits(q) ? 'tiny' : 'far';
  return { p, q };
};

const add = (a: Reading, b: Reading): Reading => {
  if (a === 'far' || b === 'far') return 'far';
  if (a === 'tiny' || b === 'tiny') {
    const other = a === 'tiny' ? b : a;
    return other === 'tiny' || isZero(other) ? 'tiny' : 'far';
  }
  return make(a.p * b.q + b.p * a.q, a.q * b.q);
};

const negate = (a: Reading): Reading => (typeof a === 'object' ? { p: -a.p, q: a.q } : a);

const mul = (a: Reading, b: Reading): Reading => {
  if (isZero(a) || isZero(b)) return ZERO;
  if (a === 'far' || b === 'far') return 'far';
  if (a === 'tiny' || b === 'tiny') return 'tiny';
  return make(a.p * b.p, a.q * b.q);
};

const divide = (a: Reading, b: Reading): Reading | undefined => {
  if (isZero(b)) return undefined;
  if (isZero(a)) return ZERO;
  if (b === 'far') return a === 'far' ? 'far' : 'tiny';
  if (b === 'tiny') return 'far';
  if (typeof a !== 'object') return a;
  return make(a.p * b.q, a.q * b.p);
};

const power = (base: Reading, exponent: Reading): Reading | undefined => {
  if (typeof exponent !== 'object' || exponent.q !== 1n) return undefined;
  const k = exponent.p < 0n ? -exponent.p : exponent.p;
  if (k === 0n) return isZero(base) ? undefined : { p: 1n, q: 1n };
  if (typeof base !== 'object') return base;
  if (BigInt(Math.max(bits(base.p), bits(base.q))) * k > BigInt(MAX_BITS))
    return k > 1n && bits(base.p) >= bits(base.q) === exponent.p > 0n ? 'far' : 'tiny';
  const raised = make(base.p ** k, base.q ** k);
  return exponent.p < 0n ? divide({ p: 1n, q: 1n }, raised) : raised;
};

/**
 * The exact value of a tree, or undefined when it is not a number this can compute (a variable,
 * a logarithm, a division by zero). `°` is read as the number it follows; `%` is not read.
 */
export const exactValue = (node: MathNode, powers = false): Reading | undefined => {
  const ev = (n: MathNode): Reading | undefined => exactValue(n, powers);
  switch (node.type) {
    case 'number':
      return readDecimal(node.value);
    case 'mixed': {
      const [w, p, q] = [readDecimal(node.whole), readDecimal(node.num), readDecimal(node.den)];
      const part = p && q ? divide(p, q) : undefined;
      return w && part ? add(w, part) : undefined;
    }
    case 'neg': {
      const v = ev(node.arg);
      return v && negate(v);
    }
    case 'postfix':
      return node.op === '°' ? ev(node.arg) : undefined;
    case 'fraction':
    case 'binary': {
      const [l, r] =
        node.type === 'fraction' ? [ev(node.num), ev(node.den)] : [ev(node.left), ev(node.right)];
      if (!l || !r) return undefined;
      const op = node.type === 'fraction' ? '/' : node.op;
      if (op === '+') return add(l, r);
      if (op === '-') return add(l, negate(r));
      if (op === '*') return mul(l, r);
      return op === '/' ? divide(l, r) : undefined;
    }
    case 'power': {
      if (!powers) return undefined;
      const [b, e] = [ev(node.base), ev(node.exponent)];
      return b && e ? power(b, e) : undefined;
    }
    default:
      return undefined;
  }
};
