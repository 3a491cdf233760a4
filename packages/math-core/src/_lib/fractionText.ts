import { dec } from './decimal';
import { gcd } from './rational';

/** A signed fraction p/q, q > 0, in lowest terms. */
export interface Signed {
  p: bigint;
  q: bigint;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;

const decimalFraction = (text: string): Signed | undefined => {
  if (!NUMBER.test(text)) return undefined;
  const { m, e } = dec(text);
  return e >= 0 ? { p: m * 10n ** BigInt(e), q: 1n } : { p: m, q: 10n ** BigInt(-e) };
};

/** Read "4", "-2.5", ".5", "3/2", "-6/4", "1e3" as an exact fraction; anything else is undefined. */
export const readFraction = (text: string): Signed | undefined => {
  const parts = text.split('/');
  if (parts.length > 2) return undefined;
  const top = decimalFraction(parts[0] ?? '');
  const bottom = parts.length === 2 ? decimalFraction(parts[1] ?? '') : { p: 1n, q: 1n };
  if (!top || !bottom || bottom.p === 0n) return undefined;
  let p = top.p * bottom.q;
  let q = top.q * bottom.p;
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcd(p, q) || 1n;
  return { p: p / g, q: q / g };
};

/** p/q rounded to `places` decimals (half away from zero), as an integer count of 10^-places. */
export const roundFraction = ({ p, q }: Signed, places: number): bigint => {
  const scaled = p * 10n ** BigInt(places);
  const [n, r] = [scaled / q, scaled % q];
  const away = 2n * (r < 0n ? -r : r) >= q;
  return away ? n + (scaled < 0n ? -1n : 1n) : n;
};
