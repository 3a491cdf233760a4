import { compare, dec, div, mul, round, shift, toFixed, toNumber } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { chain, frac, n, div as over, pow, mul as times } from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const BMI_NOTES = {
  'bmi.metres': 'Convert centimetres to metres',
  'bmi.metric': 'Divide the weight in kilograms by the height in metres squared',
  'bmi.imperial':
    'Multiply the weight in pounds by 703, then divide by the height in inches squared',
};

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
  /**
   * The working. Metric: `175/100 = 1.75` (centimetres to metres), then `70 ÷ 1.75² ≈ 22.9`.
   * Imperial: `703 × 150 ÷ 65² ≈ 25`. `≈` unless the index is exactly the value shown.
   */
  steps: Step[];
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
  const value = toNumber(round(exact, 1));
  const numerator = mul(dec(weight), dec(system === 'metric' ? 10000 : 703));
  // Exact only when the one-decimal value times h² gives back the numerator.
  const relation = compare(mul(dec(value), mul(h, h)), numerator) === 0 ? '=' : '≈';
  const steps: Step[] = [];
  if (system === 'metric') {
    const metres = shown(shift(h, -2));
    steps.push(
      worded(BMI_NOTES, 'bmi.metres', chain(frac(n(height), n(100)), metres.relation, metres.node)),
      worded(
        BMI_NOTES,
        'bmi.metric',
        chain(
          over(n(weight), pow(metres.node, n(2))),
          metres.relation === '=' ? relation : '≈',
          n(value),
        ),
      ),
    );
  } else {
    steps.push(
      worded(
        BMI_NOTES,
        'bmi.imperial',
        chain(over(times(n(703), n(weight)), pow(n(height), n(2))), relation, n(value)),
      ),
    );
  }
  const result: BmiResult = { value, formatted: toFixed(exact, 1), category, steps };
  const warning = warningFor(weight, height, system === 'metric');
  if (warning) result.warning = warning;
  return { ok: true, value: result };
}
