import type { Solution, Variant } from '../../result';

/**
 * An exact trigonometric value (`cos(135°)`) or a trigonometric equation (`2sin(x) = 1`), whose
 * solutions are angles in degrees, or in radians when `radians` is true.
 */
export type TrigonometryResult = Variant<
  'trigonometry',
  {
    /** Only for an equation answered in radians ("in radians", or π typed): true. */
    radians?: true;
    /**
     * Only for an equation typed with neither unit (no °, π, "degrees" or "radians"): the
     * solutions in radians (`x = π/4`), `solutions` being the same angles in degrees.
     */
    radianSolutions?: Solution[];
  }
>;
