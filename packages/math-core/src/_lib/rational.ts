import { dec } from './decimal';

/** A non-negative fraction p/q in lowest terms (q > 0), on BigInt. */
export interface Fraction {
  p: bigint;
  q: bigint;
}

export const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

/** The exact fraction a finite number's decimal form denotes (0.125 → 1/8, 1e-3 → 1/1000). */
export const fractionOf = (n: number): Fraction => {
  const { m, e } = dec(n);
  const [p, q] = e >= 0 ? [m * 10n ** BigInt(e), 1n] : [m, 10n ** BigInt(-e)];
  const g = gcd(p, q) || 1n;
  return { p: p / g, q: q / g };
};

/** The integer k-th root of n ≥ 0, rounded down (Newton's method from above, all in BigInt). */
const floorRoot = (n: bigint, k: number): bigint => {
  if (n < 2n) return n;
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k));
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) return x;
    x = y;
  }
};

/** The exact k-th root of n, if n is a perfect k-th power. */
const rootOf = (n: bigint, k: number): bigint | undefined => {
  const r = floorRoot(n, k);
  return r ** BigInt(k) === n ? r : undefined;
};

const isPrime = (k: number): boolean => {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return true;
};

const bitLength = (n: bigint): number => n.toString(2).length;
const FIVE_16 = 5n ** 16n;

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
export const perfectPower = (f: Fraction): { root: Fraction; k: number } => {
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
      const p = rootOf(rp, prime);
      const q = p === undefined ? undefined : rootOf(rq, prime);
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
