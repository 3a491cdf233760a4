/**
 * Exact rationals on BigInt for the solver, with a size cap: a numerator or denominator past
 * MAX_BITS stops the solver with an `unsupported` error instead of building a huge number.
 */
import { readDecimal } from '../_lib/fractionText';
import { gcd } from '../_lib/rational';

/** A signed fraction p/q in lowest terms, q > 0. */
export interface Q {
  p: bigint;
  q: bigint;
}

const MAX_BITS = 4096;
const bits = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;

/** Why the solver stops: a stable code and a message for the person who typed the problem. */
export class SolveStop extends Error {
  constructor(
    readonly code: 'unsupported' | 'invalid_value' | 'out_of_range',
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = (): SolveStop =>
  new SolveStop('out_of_range', 'The numbers in this problem grow too large to work with exactly');

export const rat = (p: bigint, q = 1n): Q => {
  if (q === 0n) throw new SolveStop('invalid_value', 'The problem divides by zero');
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  [p, q] = [p / g, q / g];
  if (bits(p) > MAX_BITS || bits(q) > MAX_BITS) throw tooLarge();
  return { p, q };
};

export const ZERO = rat(0n);
export const ONE = rat(1n);
export const int = (k: number | bigint): Q => rat(BigInt(k));
export const add = (a: Q, b: Q): Q => rat(a.p * b.q + b.p * a.q, a.q * b.q);
export const neg = (a: Q): Q => ({ p: -a.p, q: a.q });
export const sub = (a: Q, b: Q): Q => add(a, neg(b));
export const mul = (a: Q, b: Q): Q => rat(a.p * b.p, a.q * b.q);
export const div = (a: Q, b: Q): Q => rat(a.p * b.q, a.q * b.p);
export const isZero = (a: Q): boolean => a.p === 0n;
export const isInt = (a: Q): boolean => a.q === 1n;
export const sign = (a: Q): number => (a.p < 0n ? -1 : a.p > 0n ? 1 : 0);
export const eq = (a: Q, b: Q): boolean => a.p === b.p && a.q === b.q;
export const cmp = (a: Q, b: Q): number => sign(sub(a, b));
export const abs = (a: Q): Q => (a.p < 0n ? neg(a) : a);

/** a^k for a whole k (negative k inverts). */
export const powInt = (a: Q, k: number): Q => {
  if (k < 0) return div(ONE, powInt(a, -k));
  if (Math.max(bits(a.p), bits(a.q)) * k > MAX_BITS + 64) throw tooLarge();
  return rat(a.p ** BigInt(k), a.q ** BigInt(k));
};

/** The value of a decimal literal as the parser keeps it ("0.25", "1.5e-7"). */
export const fromDecimal = (text: string): Q => {
  const reading = readDecimal(text);
  if (reading === undefined)
    throw new SolveStop('invalid_value', `"${text.slice(0, 20)}" is not a number`);
  if (typeof reading !== 'object') throw tooLarge();
  return rat(reading.p, reading.q);
};

export const lcm = (a: bigint, b: bigint): bigint => (a / (gcd(a, b) || 1n)) * b;

/** The nearest double, correct to about 17 significant digits at any size. */
export const toNumber = (a: Q): number => {
  if (a.q === 1n) return Number(a.p);
  const shift = Math.max(0, 60 - bits(a.p) + bits(a.q));
  const scaled = (a.p * 10n ** BigInt(shift)) / a.q;
  return Number(`${scaled}e-${shift}`);
};

/** Terminating decimal digits of a, when the denominator has only the factors 2 and 5. */
export const decimalText = (a: Q): string | undefined => {
  let q = a.q;
  let twos = 0;
  let fives = 0;
  while (q % 2n === 0n) [q, twos] = [q / 2n, twos + 1];
  while (q % 5n === 0n) [q, fives] = [q / 5n, fives + 1];
  if (q !== 1n) return undefined;
  const places = Math.max(twos, fives);
  if (places > 30) return undefined;
  const scaled = (a.p * 10n ** BigInt(places)) / a.q;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const text =
    places === 0
      ? digits
      : `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
  return negative ? `-${text}` : text;
};
