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

/**
 * Why an index may rest on a typing mistake: a height in the wrong unit (1.75 in the centimetre
 * field, 5.9 in the inch field, 175 in the inch field) or a height or weight no person has.
 */
export type BmiWarning =
  | 'height_looks_like_metres'
  | 'height_looks_like_feet'
  | 'height_looks_like_centimetres'
  | 'height_implausible'
  | 'weight_implausible';

export interface BmiResult {
  /** Body-mass index rounded to 1 decimal (half away from zero). */
  value: number;
  /** The same to 1 decimal as text: "22.9". */
  formatted: string;
  /** Decided on the unrounded index: 18.49 shows as 18.5 yet is Underweight. */
  category: BmiCategory;
  /** Present when the height or weight is implausible for a person, so a form can ask "did you mean metres?". */
  warning?: BmiWarning;
}

/**
 * Plausible human ranges: height 45–280 cm (18–110 in), weight 2–650 kg (4.5–1,430 lb).
 * Outside them a likely unit mix-up is named when there is one.
 */
const warningFor = (weight: number, height: number, metric: boolean): BmiWarning | undefined => {
  if (metric) {
    if (height < 3) return 'height_looks_like_metres';
    if (height < 45 || height > 280) return 'height_implausible';
  } else {
    if (height < 9) return 'height_looks_like_feet';
    if (height > 110 && height <= 280) return 'height_looks_like_centimetres';
    if (height < 18 || height > 110) return 'height_implausible';
  }
  const kg = metric ? weight : weight * 0.45359237;
  return kg < 2 || kg > 650 ? 'weight_implausible' : undefined;
};

/**
 * Body-mass index. Metric: kg ÷ (cm ÷ 100)². Imperial: lb ÷ in² × 703.
 * Categories: Underweight below 18.5, Normal weight below 25, Overweight below 30, else Obese,
 * decided on the unrounded index (so the boundaries 18.5, 25 and 30 belong to the upper class).
 * Weight and height must be positive. An index is still given for implausible inputs, with a
 * `warning` naming the likely mistake (1.75 entered as centimetres → `height_looks_like_metres`).
 *
 * @example
 * bmi({ weight: 70, height: 175, system: 'metric' });
 * // { ok: true, value: { value: 22.9, formatted: '22.9', category: 'Normal weight' } }
 */
export function bmi(input: BmiInput): Result<BmiResult> {
  if (typeof input !== 'object' || input === null) {
    return fail('invalid_value', 'input must be an object { weight, height, system }', 'input');
  }
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
  const result: BmiResult = {
    value: toNumber(round(exact, 1)),
    formatted: toFixed(exact, 1),
    category,
  };
  const warning = warningFor(weight, height, system === 'metric');
  if (warning) result.warning = warning;
  return { ok: true, value: result };
}
