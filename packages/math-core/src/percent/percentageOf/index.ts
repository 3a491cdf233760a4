import { dec, div, isZero, quotient, shift, toFixed, toNumber } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import type { Result } from '../../types';

export interface PercentageOfResult {
  /** part ÷ total × 100, to 15 significant digits (1 of 3 is 33.3333333333333). */
  percent: number;
  /** The exact quotient rounded once to two decimals: "33.33". */
  formatted: string;
}

/**
 * What percent `part` is of `total`. A total of 0 is the error `zero_total`; a result beyond the
 * range of a double → `out_of_range`.
 *
 * @example
 * percentageOf(20, 80); // { ok: true, value: { percent: 25, formatted: '25.00' } }
 * percentageOf(1, 0); // { ok: false, error: { code: 'zero_total', field: 'total', … } }
 */
export function percentageOf(part: number, total: number): Result<PercentageOfResult> {
  const bad = nonFinite({ part, total });
  if (bad) return bad;
  const whole = dec(total);
  if (isZero(whole)) return fail('zero_total', 'total must not be 0', 'total');
  const scaled = shift(dec(part), 2);
  const percent = toNumber(div(scaled, whole));
  if (!Number.isFinite(percent)) return fail('out_of_range', 'the result is too large', 'part');
  return { ok: true, value: { percent, formatted: toFixed(quotient(scaled, whole, 2), 2) } };
}
