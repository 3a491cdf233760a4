import { fail, quote } from '../../_lib/result';
import { isCategory, type UnitCategory, unitsOf } from '../../_lib/units';
import type { Result } from '../../types';

export interface UnitInfo {
  /** Stable id for URLs and `convertUnit`: "inches", "kmh", "kb", "cubic-meters"… */
  id: string;
  /** Display name: "Inches", "Kilobytes (KB, 1024 bytes)", "Gallons (US)". */
  label: string;
  /** Short symbol: "in", "km/h", "KB", "gal". */
  symbol: string;
  /** Lower-case name for a quantity of exactly one: "inch", "degree Celsius". */
  singular: string;
  /** Lower-case name for any other quantity: "inches", "degrees Celsius". */
  plural: string;
}

/**
 * The units of a category in display order. Unknown category → `unknown_category`.
 *
 * @example
 * listUnits('speed');
 * // { ok: true, value: [
 * //   { id: 'mps', label: 'Meters per second', symbol: 'm/s', singular: 'meter per second', plural: 'meters per second' },
 * //   { id: 'kmh', … }, { id: 'mph', … }] }
 */
export function listUnits(category: UnitCategory): Result<UnitInfo[]> {
  if (!isCategory(category))
    return fail('unknown_category', `unknown unit category: ${quote(category)}`, 'category');
  return {
    ok: true,
    value: unitsOf(category).map(({ id, label, symbol, one, many }) => ({
      id,
      label,
      symbol,
      singular: one,
      plural: many,
    })),
  };
}
