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

/** Natural log of a positive BigInt, without overflowing Number for huge values. */
const lnBig = (n: bigint): number => {
  const s = n.toString();
  return Math.log(Number(s.slice(0, 17))) + Math.max(0, s.length - 17) * Math.LN10;
};

/** The exact integer k-th root of n, if n is a perfect k-th power with a root below 2^53. */
const rootOf = (n: bigint, k: number): bigint | undefined => {
  if (n === 1n) return 1n;
  const guess = Math.round(Math.exp(lnBig(n) / k));
  if (!Number.isSafeInteger(guess)) return undefined;
  for (const c of [guess, guess - 1, guess + 1]) {
    if (c > 1 && BigInt(c) ** BigInt(k) === n) return BigInt(c);
  }
  return undefined;
};

/**
 * Write a positive fraction ≠ 1 as root^k with k as large as possible (8 = 2^3, 0.25 = (1/2)^2,
 * 12 = 12^1). The root is then unique, which is what makes log_b(x) rational detection work.
 */
export const perfectPower = (f: Fraction): { root: Fraction; k: number } => {
  const bits = Math.max(f.p.toString(2).length, f.q.toString(2).length);
  for (let k = bits; k >= 2; k--) {
    const p = rootOf(f.p, k);
    const q = p === undefined ? undefined : rootOf(f.q, k);
    if (p !== undefined && q !== undefined) return { root: { p, q }, k };
  }
  return { root: f, k: 1 };
};
