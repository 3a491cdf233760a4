import { fail } from '../../_lib/result';
import { add, chain, eq, mul, n, neg, sub } from '../../math/build';
import { type Step, worded } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const TIME_NOTES = {
  'time.first': 'The first period in seconds',
  'time.second': 'The second period in seconds',
  'time.add': 'Add the seconds',
  'time.subtract': 'Subtract the seconds',
  'time.split': 'Split into days, hours, minutes and seconds',
};

/** A period; missing fields count as 0. Every field must be a whole number (negative allowed). */
export interface TimePeriod {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

export interface TimeBreakdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface TimeCalcResult {
  /** a ± b in seconds (86400 per day, 3600 per hour, 60 per minute); negative when b is larger. */
  totalSeconds: number;
  /** -1, 0 or 1: the sign of `totalSeconds`. */
  sign: -1 | 0 | 1;
  /** |totalSeconds| split into days, hours (0–23), minutes (0–59) and seconds (0–59). */
  breakdown: TimeBreakdown;
  /** E.g. "1 day, 2 hours, 0 minutes, 5 seconds"; a negative total reads "-(0 days, 0 hours, 30 minutes, 0 seconds)". */
  formatted: string;
  /**
   * The working in seconds: each period as `1 × 86400 + 2 × 3600 + 0 × 60 + 5 = 93605`, the sum
   * or difference, and the total split back into days, hours, minutes and seconds.
   */
  steps: Step[];
}

const UNIT_SECONDS = { days: 86400, hours: 3600, minutes: 60, seconds: 1 } as const;
const FIELDS: readonly (keyof TimeBreakdown)[] = ['days', 'hours', 'minutes', 'seconds'];

/** d × 86400 + h × 3600 + m × 60 + s, for the four numbers of a period. */
const inSeconds = (parts: readonly number[]): MathNode =>
  add(
    add(
      add(mul(n(parts[0] ?? 0), n(86400)), mul(n(parts[1] ?? 0), n(3600))),
      mul(n(parts[2] ?? 0), n(60)),
    ),
    n(parts[3] ?? 0),
  );

const partsOf = (period: TimePeriod): number[] => FIELDS.map((f) => period[f] ?? 0);

const seconds = (period: unknown, name: string): number | Result<never> => {
  if (typeof period !== 'object' || period === null || Array.isArray(period)) {
    return fail(
      'invalid_value',
      `${name} must be a period { days, hours, minutes, seconds }`,
      name,
    );
  }
  let total = 0;
  for (const field of FIELDS) {
    const value = (period as TimePeriod)[field] ?? 0;
    const where = `${name}.${field}`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return fail('not_a_number', `${where} must be a finite number`, where);
    }
    if (!Number.isInteger(value))
      return fail('invalid_value', `${where} must be a whole number`, where);
    total += value * UNIT_SECONDS[field];
    if (!Number.isSafeInteger(total)) return fail('out_of_range', `${name} is too long`, where);
  }
  return total;
};

/**
 * Add or subtract two periods of days, hours, minutes and seconds. The result keeps its sign
 * (subtracting a longer period gives a negative total) and the breakdown is of the absolute
 * value, shown as "-(…)" around the whole period in `formatted`. 1 week = 7 days = 168 hours.
 * `a` and `b` must be objects (`{}` is a zero period); anything else → `invalid_value`.
 *
 * @example
 * timeCalc({ days: 7 }, 'subtract', { hours: 1 });
 * // { ok: true, value: { totalSeconds: 601200, sign: 1,
 * //   breakdown: { days: 6, hours: 23, minutes: 0, seconds: 0 }, formatted: '6 days, 23 hours, 0 minutes, 0 seconds' } }
 */
export function timeCalc(
  a: TimePeriod,
  op: 'add' | 'subtract',
  b: TimePeriod,
): Result<TimeCalcResult> {
  if (op !== 'add' && op !== 'subtract')
    return fail('invalid_operator', "op must be 'add' or 'subtract'", 'op');
  const left = seconds(a, 'a');
  if (typeof left !== 'number') return left;
  const right = seconds(b, 'b');
  if (typeof right !== 'number') return right;
  const totalSeconds = op === 'add' ? left + right : left - right;
  if (!Number.isSafeInteger(totalSeconds))
    return fail('out_of_range', 'the total is too large', 'b');
  let rest = Math.abs(totalSeconds);
  const breakdown = {} as TimeBreakdown;
  for (const field of FIELDS) {
    breakdown[field] = Math.floor(rest / UNIT_SECONDS[field]);
    rest -= breakdown[field] * UNIT_SECONDS[field];
  }
  const sign = totalSeconds > 0 ? 1 : totalSeconds < 0 ? -1 : 0;
  const text = FIELDS.map((f) => `${breakdown[f]} ${breakdown[f] === 1 ? f.slice(0, -1) : f}`).join(
    ', ',
  );
  const split = inSeconds(FIELDS.map((f) => breakdown[f]));
  const steps = [
    worded(TIME_NOTES, 'time.first', eq(inSeconds(partsOf(a)), n(left))),
    worded(TIME_NOTES, 'time.second', eq(inSeconds(partsOf(b)), n(right))),
    worded(
      TIME_NOTES,
      op === 'add' ? 'time.add' : 'time.subtract',
      eq((op === 'add' ? add : sub)(n(left), n(right)), n(totalSeconds || 0)),
    ),
    worded(
      TIME_NOTES,
      'time.split',
      chain(n(totalSeconds || 0), '=', sign < 0 ? neg(split) : split),
    ),
  ];
  return {
    ok: true,
    value: {
      totalSeconds: totalSeconds || 0,
      sign,
      breakdown,
      // The sign applies to the whole period: "-(1 day, 2 hours, …)", never "-0 days, …".
      formatted: sign < 0 ? `-(${text})` : text,
      steps,
    },
  };
}
