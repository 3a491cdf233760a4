import { dec, toFixed } from '../../_lib/decimal';

/**
 * Format a number with exactly `digits` decimals, rounding half away from zero on the number's
 * shortest decimal form (so 1.005 → "1.01" and 0.1 + 0.2 → "0.30"). Never returns "-0.00".
 * Non-finite numbers are returned as `String(n)` ("NaN", "Infinity") and anything that is not a
 * number as "NaN"; `digits` is truncated and clamped to 0–100 (not a number: 0).
 *
 * @example
 * formatFixed(12.7, 4); // "12.7000"
 * formatFixed(-0.001, 2); // "0.00"
 */
export function formatFixed(n: number, digits: number): string {
  if (typeof n !== 'number') return 'NaN';
  if (!Number.isFinite(n)) return String(n);
  return toFixed(dec(n), places(digits));
}

/** The digits argument made safe: an integer in 0..100. */
const places = (digits: number): number =>
  Number.isFinite(digits) ? Math.min(100, Math.max(0, Math.trunc(digits))) : 0;
