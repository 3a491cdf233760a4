/**
 * The decimal value of an exact answer's tree, without the cancellation of floating point:
 * 500000 − 127√15500031 is 1.000000000001e-6, where doubles give 1.00000761e-6. The tree is
 * evaluated in decimal fixed point with BigInt at `places` digits after the point, and again at
 * twice as many, until two runs round to the same double; that double is the answer.
 *
 * It reads what exact answers are made of (decimal numbers, + − × ÷, fractions, integer powers,
 * n-th roots and π) and answers undefined for anything else (the caller then evaluates in
 * floating point), and for values that are not real.
 */
import { readDecimal } from '../_lib/fractionText';
import type { MathNode } from './tree';

/** Digits after the point of the first run; each further run doubles them, up to the last. */
const FIRST_PLACES = 40;
const LAST_PLACES = 1280;
/** Integer powers beyond this are not expanded (no exact answer has them). */
const MAX_EXPONENT = 64;

class NotReal extends Error {}

const TEN = 10n;

/** ⌊ⁿ√a⌋ for a ≥ 0, by Newton's method on BigInt. */
export const integerRoot = (a: bigint, n: number): bigint => {
  if (a < 2n) return a;
  const k = BigInt(n);
  // A first guess above the root: 2^⌈bits/n⌉.
  let x = 1n << BigInt(Math.ceil(a.toString(2).length / n));
  for (;;) {
    const next = ((k - 1n) * x + a / x ** (k - 1n)) / k;
    if (next >= x) return x;
    x = next;
  }
};

/** π × 10^places (truncated), by Machin's formula: π = 16·atan(1/5) − 4·atan(1/239). */
const piScaled = (places: number): bigint => {
  const guard = 10;
  const scale = TEN ** BigInt(places + guard);
  const atanInverse = (m: bigint): bigint => {
    let sum = 0n;
    let power = scale / m;
    const m2 = m * m;
    for (let k = 1n; power !== 0n; k += 2n) {
      const term = power / k;
      sum += (k / 2n) % 2n === 0n ? term : -term;
      power /= m2;
    }
    return sum;
  };
  return (16n * atanInverse(5n) - 4n * atanInverse(239n)) / TEN ** BigInt(guard);
};

/** The tree's value × 10^places, truncated towards zero at each step. */
const scaled = (node: MathNode, places: number): bigint => {
  const one = TEN ** BigInt(places);
  const value = (n: MathNode): bigint => {
    switch (n.type) {
      case 'number': {
        const reading = readDecimal(n.value);
        if (reading === undefined || typeof reading !== 'object') throw new NotReal();
        return (reading.p * one) / reading.q;
      }
      case 'constant':
        if (n.name === 'pi') return piScaled(places);
        throw new NotReal();
      case 'neg':
        return -value(n.arg);
      case 'fraction':
        return divide(value(n.num), value(n.den));
      case 'binary': {
        const [a, b] = [value(n.left), value(n.right)];
        if (n.op === '+') return a + b;
        if (n.op === '-') return a - b;
        if (n.op === '*') return (a * b) / one;
        if (n.op === '/') return divide(a, b);
        throw new NotReal();
      }
      case 'power': {
        const k = whole(n.exponent);
        const base = value(n.base);
        let result = one;
        for (let i = 0; i < Math.abs(k); i++) result = (result * base) / one;
        return k < 0 ? divide(one, result) : result;
      }
      case 'root': {
        const index = n.index ? whole(n.index) : 2;
        if (index < 2) throw new NotReal();
        const radicand = value(n.radicand);
        if (radicand < 0n && index % 2 === 0) throw new NotReal();
        const magnitude = integerRoot(
          (radicand < 0n ? -radicand : radicand) * one ** BigInt(index - 1),
          index,
        );
        return radicand < 0n ? -magnitude : magnitude;
      }
      default:
        throw new NotReal();
    }
  };
  const divide = (a: bigint, b: bigint): bigint => {
    if (b === 0n) throw new NotReal();
    return (a * one) / b;
  };
  /** A whole-number exponent or index written as one (2, −3). */
  const whole = (n: MathNode): number => {
    const negative = n.type === 'neg';
    const body = negative ? n.arg : n;
    if (body.type !== 'number' || !/^\d+$/.test(body.value)) throw new NotReal();
    const k = Number(body.value);
    if (k > MAX_EXPONENT) throw new NotReal();
    return negative ? -k : k;
  };
  return value(node);
};

const toDouble = (s: bigint, places: number): number => Number(`${s}e-${places}`);

/**
 * The double nearest the value of `node`, or undefined when the tree holds something other than
 * numbers, + − × ÷, fractions, integer powers, roots and π, or is not a real number.
 */
export const nearestValue = (node: MathNode): number | undefined => {
  try {
    let places = FIRST_PLACES;
    let previous = toDouble(scaled(node, places), places);
    while (places < LAST_PLACES) {
      places *= 2;
      const next = toDouble(scaled(node, places), places);
      // Two runs that both truncate to 0 say only that the value is below 10^−places.
      if (Object.is(next, previous) && (next !== 0 || places >= LAST_PLACES)) return next;
      previous = next;
    }
    return undefined;
  } catch (err) {
    if (err instanceof NotReal) return undefined;
    throw err;
  }
};
