/**
 * Exact rationals on BigInt: p/q in lowest terms with q > 0. Arithmetic has a size cap: a
 * numerator or denominator past MAX_BITS stops the solver with an `out_of_range` error
 * instead of building a huge number. Also the greatest common divisors, the exact fraction of a
 * decimal, and perfect powers (what makes a logarithm's exact form findable).
 */
import { dec } from '../_lib/decimal';
import { readDecimal } from '../_lib/fractionText';
import { integerRoot } from './nearest';
import { refuse, SolveStop } from './refusal';

export { SolveStop };
/** A signed fraction p/q in lowest terms, q > 0. */
export interface Q {
  p: bigint;
  q: bigint;
}

export const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

/** The exact fraction a finite number's decimal form denotes (0.125 → 1/8, 1e-3 → 1/1000). */
export const fractionOf = (n: number): Q => {
  const { m, e } = dec(n);
  const [p, q] = e >= 0 ? [m * 10n ** BigInt(e), 1n] : [m, 10n ** BigInt(-e)];
  const g = gcd(p, q) || 1n;
  return { p: p / g, q: q / g };
};

/**
 * The whole k-th root of n when n ≥ 0 is a perfect k-th power (8, 3 → 2); undefined otherwise,
 * and for every negative n (an odd root of one is the caller's sign to put back).
 */
export const exactRoot = (n: bigint, k: number): bigint | undefined => {
  if (n < 0n) return undefined;
  const r = integerRoot(n, k);
  return r ** BigInt(k) === n ? r : undefined;
};

const isPrime = (k: number): boolean => {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return true;
};

const bitLength = (n: bigint): number => n.toString(2).length;
const FIVE_16 = 152587890625n; // 5^16

/** n > 0 as 2^twos × 5^fives × rest, rest coprime to 10 (cheap: every input is a decimal). */
const split = (n: bigint): { twos: number; fives: number; rest: bigint } => {
  const twos = bitLength(n & -n) - 1;
  let rest = n >> BigInt(twos);
  let fives = 0;
  while (rest % FIVE_16 === 0n) [rest, fives] = [rest / FIVE_16, fives + 16];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  return { twos, fives, rest };
};

/** The greatest common divisor of two whole numbers, never negative (gcd(0, 0) = 0). */
/**
 * The largest n whose factorial is worked out: 170! ≈ 7.3 × 10³⁰⁶ is the last one a double holds,
 * so every value given can still be checked in floating point.
 */
export const MAX_FACTORIAL = 170;

/** n! for a whole n from 0 to MAX_FACTORIAL; undefined for any other n. */
export const factorial = (n: bigint): bigint | undefined => {
  if (n < 0n || n > BigInt(MAX_FACTORIAL)) return undefined;
  let product = 1n;
  for (let k = 2n; k <= n; k++) product *= k;
  return product;
};

/**
 * The binomial coefficient C(n, k), the number of ways to choose k things of n, for whole n and
 * k with 0 ≤ k ≤ n ≤ MAX_FACTORIAL; undefined otherwise. Worked out as n(n−1)…(n−k+1)/k!, each
 * partial product a whole number.
 */
export const binomial = (n: bigint, k: bigint): bigint | undefined => {
  if (k < 0n || n < k || n > BigInt(MAX_FACTORIAL)) return undefined;
  const j = k < n - k ? k : n - k;
  let c = 1n;
  for (let i = 1n; i <= j; i++) c = (c * (n - j + i)) / i;
  return c;
};

export const gcdNumber = (a: number, b: number): number => {
  while (b !== 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return Math.abs(a);
};

/**
 * Write a positive fraction ≠ 1 as root^k with k as large as possible (8 = 2^3, 0.25 = (1/2)^2,
 * 12 = 12^1, 4e30 = 2000000000000000^2). The root is then unique, which is what makes
 * log_b(x) rational detection work. Exact at every magnitude, and fast because the fractions
 * come from decimals: the powers of 2 and 5 are counted, and only the small remaining parts need
 * an integer root test, for each prime exponent that divides every count.
 */
export const perfectPower = (f: Q): { root: Q; k: number } => {
  const top = split(f.p);
  const bottom = split(f.q);
  const counts = [top.twos, top.fives, bottom.twos, bottom.fives];
  let [rp, rq] = [top.rest, bottom.rest];
  const restBits = Math.max(rp > 1n ? bitLength(rp) : 0, rq > 1n ? bitLength(rq) : 0);
  const shared = counts.reduce(gcdNumber, 0);
  // A prime exponent must divide every count and leave roots of at least 2 in the rest.
  const limit = restBits === 0 ? shared : shared === 0 ? restBits : Math.min(shared, restBits);
  let k = 1;
  for (let prime = 2; prime <= limit; prime++) {
    if (!isPrime(prime)) continue;
    while (counts.every((c) => c % prime === 0)) {
      const p = exactRoot(rp, prime);
      const q = p === undefined ? undefined : exactRoot(rq, prime);
      if (p === undefined || q === undefined) break;
      [rp, rq, k] = [p, q, k * prime];
      for (let i = 0; i < 4; i++) counts[i] = counts[i]! / prime;
      if (counts.every((c) => c === 0) && rp === 1n && rq === 1n) break;
    }
  }
  const power = (rest: bigint, twos: number, fives: number): bigint =>
    (rest << BigInt(twos)) * 5n ** BigInt(fives);
  return {
    root: { p: power(rp, counts[0]!, counts[1]!), q: power(rq, counts[2]!, counts[3]!) },
    k,
  };
};

const MAX_BITS = 4096;
const bits = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;

/** The sentences of the refusals of exact arithmetic, and of the check every answer passes. */
export const RATIONAL_REFUSALS = {
  /**
   * The one refusal given when an answer fails its check (solutions put back into the problem,
   * agreement at sample points, the derivative of an antiderivative): the solver gives no answer
   * rather than a wrong one.
   */
  unchecked: 'The solver could not check this answer, so it does not give one',
  tooLarge: 'The numbers in this problem grow too large to work with exactly',
  divideByZero: 'The problem divides by zero',
  notANumber: '"{text}" is not a number',
} as const;

/** The refusal when an answer fails its check. */
export const unchecked = (): SolveStop => refuse('unsupported', RATIONAL_REFUSALS, 'unchecked');

/** Whether a refusal is the one given when an answer fails its check. */
export const isUnchecked = (err: unknown): boolean =>
  err instanceof SolveStop && err.why?.id === 'unchecked';

export const tooLarge = (): SolveStop => refuse('out_of_range', RATIONAL_REFUSALS, 'tooLarge');

export const rat = (p: bigint, q = 1n): Q => {
  if (q === 0n) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  [p, q] = [p / g, q / g];
  if (bits(p) > MAX_BITS || bits(q) > MAX_BITS) throw tooLarge();
  return { p, q };
};

export const ZERO = /* @__PURE__ */ rat(0n);
export const ONE = /* @__PURE__ */ rat(1n);
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
    throw refuse('invalid_value', RATIONAL_REFUSALS, 'notANumber', { text: text.slice(0, 20) });
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
