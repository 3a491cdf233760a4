import { dec, mul, shift, toFixed, toNumber, toTrimmed } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { chain, eq, frac, n, percent as pct, mul as times } from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const PERCENT_OF_NOTES = {
  'percentOf.hundredths': 'A percent is a number of hundredths',
  'percentOf.multiply': 'Multiply the value by that fraction',
};

export interface PercentOfResult {
  /** value × percent ÷ 100, exact in decimal (25% of 80 = 20), as the nearest double. */
  value: number;
  /** The exact result rounded once to two decimals: "20.00". */
  formatted: string;
  /** Up to two decimals without trailing zeros, as the percentage page prints it: "20". */
  trimmed: string;
  /** The working: `25% = 25/100`, then `25/100 × 80 = 20`. */
  steps: Step[];
}

/**
 * `percent`% of `value`: value × percent ÷ 100, computed on the decimal digits (no float noise).
 * A result beyond the range of a double (±1.8e308) → `out_of_range`.
 *
 * @example
 * percentOf(80, 25); // { ok: true, value: { value: 20, formatted: '20.00', trimmed: '20' } }
 */
export function percentOf(value: number, percent: number): Result<PercentOfResult> {
  const bad = nonFinite({ value, percent });
  if (bad) return bad;
  const exact = shift(mul(dec(value), dec(percent)), -2);
  const result = toNumber(exact);
  if (!Number.isFinite(result)) return fail('out_of_range', 'the result is too large', 'value');
  const answer = shown(exact);
  const fraction = frac(n(percent), n(100));
  const steps = [
    worded(PERCENT_OF_NOTES, 'percentOf.hundredths', eq(pct(n(percent)), fraction)),
    worded(
      PERCENT_OF_NOTES,
      'percentOf.multiply',
      chain(times(fraction, n(value)), answer.relation, answer.node),
    ),
  ];
  return {
    ok: true,
    value: { value: result, formatted: toFixed(exact, 2), trimmed: toTrimmed(exact, 2), steps },
  };
}
