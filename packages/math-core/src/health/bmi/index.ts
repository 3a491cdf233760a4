import { dec, div, mul, round, toFixed, toNumber } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import type { Result } from '../../types';

export interface BmiInput {
  /** Kilograms (metric) or pounds (imperial). */
  weight: number;
  /** Centimetres (metric) or inches (imperial). */
  height: number;
  system: 'metric' | 'imperial';
}

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';

export interface BmiResult {
  /** Body-mass index rounded to 1 decimal (half away from zero), as spec §9 shows it. */
  value: number;
  /** The same to 1 decimal as text: "22.9". */
  formatted: string;
  /** Decided on the unrounded index: 18.49 shows as 18.5 yet is Underweight. */
  category: BmiCategory;
}

/**
 * Body-mass index. Metric: kg ÷ (cm ÷ 100)². Imperial: lb ÷ in² × 703.
 * Categories: Underweight below 18.5, Normal weight below 25, Overweight below 30, else Obese,
 * decided on the unrounded index (so the boundaries 18.5, 25 and 30 belong to the upper class).
 * Weight and height must be positive.
 *
 * @example
 * bmi({ weight: 70, height: 175, system: 'metric' });
 * // { ok: true, value: { value: 22.9, formatted: '22.9', category: 'Normal weight' } }
 */
export function bmi(input: BmiInput): Result<BmiResult> {
  const { weight, height, system } = input;
  const bad = nonFinite({ weight, height });
  if (bad) return bad;
  if (weight <= 0) return fail('invalid_value', 'weight must be greater than 0', 'weight');
  if (height <= 0) return fail('invalid_value', 'height must be greater than 0', 'height');
  if (system !== 'metric' && system !== 'imperial') {
    return fail('invalid_value', "system must be 'metric' or 'imperial'", 'system');
  }
  const h = dec(height);
  const exact = div(mul(dec(weight), dec(system === 'metric' ? 10000 : 703)), mul(h, h));
  const index = toNumber(exact);
  if (!Number.isFinite(index)) return fail('out_of_range', 'the index is too large', 'weight');
  const category: BmiCategory =
    index < 18.5
      ? 'Underweight'
      : index < 25
        ? 'Normal weight'
        : index < 30
          ? 'Overweight'
          : 'Obese';
  const value = toNumber(round(exact, 1));
  return { ok: true, value: { value, formatted: toFixed(exact, 1), category } };
}
