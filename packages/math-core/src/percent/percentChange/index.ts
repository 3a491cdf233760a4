import {
  add,
  compare,
  dec,
  div,
  isZero,
  mul,
  neg,
  quotient,
  shift,
  toFixed,
  toNumber,
} from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { chain, frac, sub as minus, n, mul as times } from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const PERCENT_CHANGE_NOTES = {
  'percentChange.subtract': 'Subtract the starting value from the new value',
  'percentChange.divide': 'Divide by the size of the starting value, then multiply by 100',
};

export interface PercentChangeResult {
  /** (to − from) ÷ |from| × 100, to 15 significant digits; negative for a decrease. */
  percent: number;
  /** The exact signed percent rounded once to two decimals: "-12.50". */
  formatted: string;
  direction: 'increase' | 'decrease' | 'none';
  /** The working: `100 − 80 = 20`, then `20/80 × 100 = 25`. */
  steps: Step[];
}

/**
 * The change from `from` to `to` in percent of `from`. Dividing by |from| keeps the direction
 * honest for negative starting values (−10 → −5 is an increase of 50%). `from` = 0 is the error
 * `division_by_zero`; a result beyond the range of a double → `out_of_range`.
 *
 * @example
 * percentChange(80, 100); // { ok: true, value: { percent: 25, formatted: '25.00', direction: 'increase' } }
 */
export function percentChange(from: number, to: number): Result<PercentChangeResult> {
  const bad = nonFinite({ from, to });
  if (bad) return bad;
  const start = dec(from);
  if (isZero(start)) return fail('division_by_zero', 'from must not be 0', 'from');
  const delta = add(dec(to), neg(start));
  const [scaled, size] = [shift(delta, 2), start.m < 0n ? neg(start) : start];
  const ratio = div(scaled, size);
  const percent = toNumber(ratio);
  if (!Number.isFinite(percent)) return fail('out_of_range', 'the change is too large', 'to');
  const formatted = toFixed(quotient(scaled, size, 2), 2);
  const direction = delta.m > 0n ? 'increase' : delta.m < 0n ? 'decrease' : 'none';
  const change = shown(delta);
  const relation =
    change.relation === '=' && compare(mul(dec(percent), size), scaled) === 0 ? '=' : '≈';
  const steps = [
    worded(
      PERCENT_CHANGE_NOTES,
      'percentChange.subtract',
      chain(minus(n(to), n(from)), change.relation, change.node),
    ),
    worded(
      PERCENT_CHANGE_NOTES,
      'percentChange.divide',
      chain(times(frac(change.node, shown(size).node), n(100)), relation, shown(ratio).node),
    ),
  ];
  return { ok: true, value: { percent, formatted, direction, steps } };
}
