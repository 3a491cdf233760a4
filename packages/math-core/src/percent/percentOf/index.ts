import { dec, mul, shift, toFixed, toNumber, toTrimmed } from '../../_lib/decimal';
import { nonFinite } from '../../_lib/result';
import type { Result } from '../../types';

export interface PercentOfResult {
  /** value × percent ÷ 100, exact in decimal (25% of 80 = 20). */
  value: number;
  /** Two decimals, as spec §9 shows percentages: "20.00". */
  formatted: string;
  /** Up to two decimals without trailing zeros, as the percentage page prints it: "20". */
  trimmed: string;
}

/**
 * `percent`% of `value`: value × percent ÷ 100, computed on the decimal digits (no float noise).
 *
 * @example
 * percentOf(80, 25); // { ok: true, value: { value: 20, formatted: '20.00', trimmed: '20' } }
 */
export function percentOf(value: number, percent: number): Result<PercentOfResult> {
  const bad = nonFinite({ value, percent });
  if (bad) return bad;
  const exact = shift(mul(dec(value), dec(percent)), -2);
  const formatted = toFixed(exact, 2);
  return {
    ok: true,
    value: {
      value: toNumber(exact),
      formatted,
      trimmed: toTrimmed(exact, 2),
    },
  };
}
