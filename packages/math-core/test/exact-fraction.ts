/**
 * An exact rational on BigInt of the tests' own, so the checks do not lean on the library's; and
 * the exact value of the decimal a JS number prints as.
 */
export type Frac = { p: bigint; q: bigint };
export const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};
export const frac = (p: bigint, q = 1n): Frac => {
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  return { p: p / g, q: q / g };
};
export const plus = (a: Frac, b: Frac): Frac => frac(a.p * b.q + b.p * a.q, a.q * b.q);
export const minus = (a: Frac, b: Frac): Frac => plus(a, { p: -b.p, q: b.q });
export const times = (a: Frac, b: Frac): Frac => frac(a.p * b.p, a.q * b.q);
export const same = (a: Frac, b: Frac): boolean => a.p * b.q === b.p * a.q;
/** The decimal a JS number prints as, exactly: 0.1 → 1/10, 1e-7 → 1/10000000. */
export const exact = (x: number): Frac => {
  const [mantissa = '0', exponent = '0'] = String(x).split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  const e = Number(exponent) - decimals.length;
  const digits = BigInt(`${whole}${decimals}`);
  return e >= 0 ? frac(digits * 10n ** BigInt(e)) : frac(digits, 10n ** BigInt(-e));
};
