import { dec } from '../_lib/decimal';
import { integerRoot } from './nearest';

const digits = (n: bigint): number => (n < 0n ? -n : n).toString().length;

/**
 * A decimal string at or below (`up` false) or at or above (`up` true) the rational p/q (q > 0),
 * with about `sig` significant digits.
 */
const decimalBound = (p: bigint, q: bigint, sig: number, up: boolean): string => {
  if (p === 0n) return '0';
  const negative = p < 0n;
  const size = negative ? -p : p;
  const k = sig - (digits(size) - digits(q));
  const [top, bottom] = k >= 0 ? [size * 10n ** BigInt(k), q] : [size, q * 10n ** BigInt(-k)];
  let whole = top / bottom;
  // Away from zero for a bound above a positive or below a negative value.
  if (top % bottom !== 0n && up !== negative) whole += 1n;
  return `${negative ? '-' : ''}${whole}e${-k}`;
};

/**
 * The nearest double to a number known to lie in [lo, hi] (rationals p/q with q > 0), or undefined
 * when the interval holds a point where the rounding changes (then more precision is needed).
 */
export const nearestIn = (
  lo: readonly [bigint, bigint],
  hi: readonly [bigint, bigint],
): number | undefined => {
  // Rounding to nearest is monotone, so both ends rounding alike decides every point between.
  for (const sig of [40, 120, 400, 1200]) {
    const low = Number(decimalBound(lo[0], lo[1], sig, false));
    const high = Number(decimalBound(hi[0], hi[1], sig, true));
    if (low === high) return low === 0 ? 0 : low;
  }
  return undefined;
};

/**
 * The real roots of a·x² + b·x + c = 0 (a ≠ 0; coefficients read as the decimals they print as),
 * smallest first, each the nearest double to the exact root, or undefined when that cannot be
 * settled. The roots come from the numerically stable form q = −(b + sign(b)·√Δ)/2, x₁ = q/a,
 * x₂ = c/q, evaluated in exact integers with √Δ bracketed between two integers at growing scale.
 */
export const nearestRoots = (a: number, b: number, c: number): number[] | undefined => {
  const parts = [dec(a), dec(b), dec(c)];
  const low = Math.min(...parts.filter((p) => p.m !== 0n).map((p) => p.e));
  const [A, B, C] = parts.map((p) => (p.m === 0n ? 0n : p.m * 10n ** BigInt(p.e - low))) as [
    bigint,
    bigint,
    bigint,
  ];
  return nearestIntegerRoots(A, B, C);
};

/** `nearestRoots` for whole coefficients A ≠ 0, B, C. */
export const nearestIntegerRoots = (A: bigint, B: bigint, C: bigint): number[] | undefined => {
  const D = B * B - 4n * A * C;
  if (D < 0n) return [];
  // Ratios as [p, q] with q > 0.
  const ratio = (p: bigint, q: bigint): [bigint, bigint] => (q < 0n ? [-p, -q] : [p, q]);
  if (D === 0n) {
    const [p, q] = ratio(-B, 2n * A);
    const x = nearestIn([p, q], [p, q]);
    return x === undefined ? undefined : [x];
  }
  const sign = B < 0n ? -1n : 1n;
  const size = B < 0n ? -B : B;
  for (const K of [128n, 512n, 2048n, 8192n]) {
    // T = |b| + √Δ lies in [t, t + 1]/2^K, exactly t/2^K when Δ is a square.
    const scaled = D << (2n * K);
    const s = integerRoot(scaled, 2);
    const t = (size << K) + s;
    const exact = s * s === scaled;
    const ends = exact ? [t] : [t, t + 1n];
    // x₁ = −sign·T/(2a) and x₂ = −2c·sign/T are monotone in T: their ends bound them.
    const first = ends.map((T) => ratio(-sign * T, (2n * A) << K));
    const second = ends.map((T) => ratio((-2n * C * sign) << K, T));
    const bound = (pair: [bigint, bigint][]): number | undefined => {
      const [u, v] = [pair[0]!, pair[pair.length - 1]!];
      // Order the two ends: u ≤ v as rationals with positive denominators.
      return u[0] * v[1] <= v[0] * u[1] ? nearestIn(u, v) : nearestIn(v, u);
    };
    const x1 = bound(first);
    const x2 = bound(second);
    if (x1 !== undefined && x2 !== undefined) return [x1, x2].sort((u, v) => u - v);
  }
  return undefined;
};
