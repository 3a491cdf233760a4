import {
  compare,
  dec,
  div,
  isZero,
  mul,
  quotient,
  shift,
  toFixed,
  toNumber,
} from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { chain, frac, n, mul as times } from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const PERCENTAGE_OF_NOTES = {
  'percentageOf.divide': 'Divide the part by the total, then multiply by 100',
};

export interface PercentageOfResult {
  /** part ÷ total × 100, to 15 significant digits (1 of 3 is 33.3333333333333). */
  percent: number;
  /** The exact quotient rounded once to two decimals: "33.33". */
  formatted: string;
  /** The working: `20/80 × 100 = 25`. */
  steps: Step[];
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
  const quotientValue = div(scaled, whole);
  const percent = toNumber(quotientValue);
  if (!Number.isFinite(percent)) return fail('out_of_range', 'the result is too large', 'part');
  // div rounds to 15 digits: the digits shown are exact only if they multiply back.
  const answer = shown(quotientValue);
  const relation = compare(mul(dec(percent), whole), scaled) === 0 ? '=' : '≈';
  const steps = [
    worded(
      PERCENTAGE_OF_NOTES,
      'percentageOf.divide',
      chain(times(frac(n(part), n(total)), n(100)), relation, answer.node),
    ),
  ];
  return {
    ok: true,
    value: { percent, formatted: toFixed(quotient(scaled, whole, 2), 2), steps },
  };
}
