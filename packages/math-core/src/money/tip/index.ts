import { centsOf, exactly, percentOfCents } from '../../_lib/money';
import { fail, nonFinite } from '../../_lib/result';
import { splitCents } from '../../_lib/split';
import { add, chain, div, mul, n, percent as pct } from '../../math/build';
import { dollars } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const TIP_NOTES = {
  'tip.multiply': 'Multiply the bill by the tip percentage',
  'tip.add': 'Add the tip to the bill',
  'tip.split': 'Divide the total by the number of people',
};

/** Most people a bill can be split between: keeps the share list a sensible size. */
export const MAX_TIP_PEOPLE = 1000;

export interface TipResult {
  /** The bill in cents (fractions of a cent round half away from zero). */
  billCents: number;
  /** bill × percent ÷ 100, rounded to the cent (half away from zero). */
  tipCents: number;
  /** bill + tip. */
  totalCents: number;
  /** Each person's share of the total; they add up exactly to `totalCents`. Odd cents go one each to the first people, so `perPersonCents[0]` is the largest share. */
  perPersonCents: number[];
  /** Each person's share of the tip, split by the same rule; adds up exactly to `tipCents`. */
  tipPerPersonCents: number[];
  /**
   * The working in dollars: `50 × 15% = 7.5`, `50 + 7.5 = 57.5`, and for several people
   * `57.5 ÷ 2 = 28.75` (`≈` where a cent is rounded).
   */
  steps: Step[];
}

/**
 * Tip and split a bill in integer cents. Defaults: 15 percent, 1 person.
 * The bill and the percent must be ≥ 0; `people` a whole number from 1 to 1000.
 * A $100.00 total split three ways is [3334, 3333, 3333] cents: the first person pays the odd cent.
 * Amounts beyond 2^53 cents (about 90 trillion dollars) cannot be counted exactly: `out_of_range`.
 *
 * @example
 * tip(50); // { ok: true, value: { billCents: 5000, tipCents: 750, totalCents: 5750, perPersonCents: [5750], tipPerPersonCents: [750] } }
 * tip(100, 0, 3); // value.perPersonCents: [3334, 3333, 3333]
 */
export function tip(bill: number, percent = 15, people = 1): Result<TipResult> {
  const bad = nonFinite({ bill, percent, people });
  if (bad) return bad;
  if (bill < 0) return fail('invalid_value', 'bill must not be negative', 'bill');
  if (percent < 0) return fail('invalid_value', 'percent must not be negative', 'percent');
  if (!Number.isInteger(people) || people < 1 || people > MAX_TIP_PEOPLE) {
    return fail(
      'invalid_value',
      `people must be a whole number from 1 to ${MAX_TIP_PEOPLE}`,
      'people',
    );
  }
  const billCents = centsOf(bill);
  if (!Number.isSafeInteger(billCents)) return fail('out_of_range', 'bill is too large', 'bill');
  const tipCents = percentOfCents(billCents, percent);
  const totalCents = billCents + tipCents;
  if (!Number.isSafeInteger(tipCents) || !Number.isSafeInteger(totalCents))
    return fail('out_of_range', 'the amounts are too large to count in cents exactly', 'percent');
  const exactTip = exactly(billCents, percent, tipCents);
  const steps = [
    worded(
      TIP_NOTES,
      'tip.multiply',
      chain(mul(dollars(billCents), pct(n(percent))), exactTip ? '=' : '≈', dollars(tipCents)),
    ),
    worded(
      TIP_NOTES,
      'tip.add',
      chain(add(dollars(billCents), dollars(tipCents)), '=', dollars(totalCents)),
    ),
  ];
  if (people > 1) {
    const share = Math.round(totalCents / people);
    steps.push(
      worded(
        TIP_NOTES,
        'tip.split',
        chain(
          div(dollars(totalCents), n(people)),
          totalCents % people === 0 ? '=' : '≈',
          dollars(share),
        ),
      ),
    );
  }
  return {
    ok: true,
    value: {
      billCents,
      tipCents,
      totalCents,
      perPersonCents: splitCents(totalCents, people),
      tipPerPersonCents: splitCents(tipCents, people),
      steps,
    },
  };
}
