import { centsOf } from '../../_lib/money';
import { fail, nonFinite } from '../../_lib/result';
import type { Result } from '../../types';

/**
 * Convert a dollar amount to integer cents through its decimal digits, never through a float
 * multiplication (1.005 → 101, where `Math.round(1.005 * 100)` gives 100). Fractions of a
 * cent round half away from zero.
 *
 * @example
 * toCents(19.99); // { ok: true, value: 1999 }
 * toCents(Number.NaN); // { ok: false, error: { code: 'not_a_number', field: 'dollars', … } }
 */
export function toCents(dollars: number): Result<number> {
  const bad = nonFinite({ dollars });
  if (bad) return bad;
  const cents = centsOf(dollars);
  if (!Number.isSafeInteger(cents)) {
    return fail('out_of_range', 'dollars is too large to count in cents exactly', 'dollars');
  }
  return { ok: true, value: cents };
}
