import { CATEGORIES, categoryLabel, type UnitCategory } from '../../_lib/units';

export interface CategoryInfo {
  id: UnitCategory;
  label: string;
}

/**
 * The unit categories `convertUnit` knows, in display order:
 * length, weight, temperature, time, speed, data, volume, area.
 *
 * @example
 * listCategories()[0]; // { id: 'length', label: 'Length' }
 */
export function listCategories(): CategoryInfo[] {
  return CATEGORIES.map((id) => ({ id, label: categoryLabel(id) }));
}
