import { centsOf, exactly, percentOfCents } from '../../_lib/money';
import { fail, nonFinite } from '../../_lib/result';
import { chain, mul, n, percent as pct, sub } from '../../math/build';
import { dollars } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const DISCOUNT_NOTES = {
  'discount.multiply': 'Multiply the price by the discount percentage',
  'discount.subtract': 'Subtract the savings from the price',
};

export interface DiscountResult {
  /** The price in cents. */
  priceCents: number;
  /** price × percent ÷ 100, rounded to the cent (half away from zero). */
  savingsCents: number;
  /** price − savings. */
  finalCents: number;
  /** The working in dollars: `80 × 25% = 20`, then `80 − 20 = 60` (`≈` where a cent is rounded). */
  steps: Step[];
}

/**
 * Savings and final price of a percentage discount, in integer cents. The price must be ≥ 0 and
 * the percent between 0 and 100 inclusive: a discount above 100% is refused (`invalid_value`)
 * rather than clamped, because it is almost always a typing mistake.
 *
 * @example
 * discount(80, 25); // { ok: true, value: { priceCents: 8000, savingsCents: 2000, finalCents: 6000 } }
 */
export function discount(price: number, percent: number): Result<DiscountResult> {
  const bad = nonFinite({ price, percent });
  if (bad) return bad;
  if (price < 0) return fail('invalid_value', 'price must not be negative', 'price');
  if (percent < 0 || percent > 100) {
    return fail('invalid_value', 'percent must be between 0 and 100', 'percent');
  }
  const priceCents = centsOf(price);
  if (!Number.isSafeInteger(priceCents)) return fail('out_of_range', 'price is too large', 'price');
  const savingsCents = percentOfCents(priceCents, percent);
  const finalCents = priceCents - savingsCents;
  const steps = [
    worded(
      DISCOUNT_NOTES,
      'discount.multiply',
      chain(
        mul(dollars(priceCents), pct(n(percent))),
        exactly(priceCents, percent, savingsCents) ? '=' : '≈',
        dollars(savingsCents),
      ),
    ),
    worded(
      DISCOUNT_NOTES,
      'discount.subtract',
      chain(sub(dollars(priceCents), dollars(savingsCents)), '=', dollars(finalCents)),
    ),
  ];
  return { ok: true, value: { priceCents, savingsCents, finalCents, steps } };
}
