/**
 * The one comparison of floating-point values: two numbers are the same when they differ by at
 * most a named tolerance times the larger of 1 and their sizes. Relative for large values (a
 * double keeps about 16 significant digits, whatever its size) and absolute below 1 (a value
 * that should be 0 comes out as a few multiples of 10⁻¹⁶, not as a tiny relative error).
 */

/**
 * The tolerances, smallest first. A double's rounding is 1.1·10⁻¹⁶ per operation, so each size
 * says how much rounding (and cancellation) the comparison forgives.
 */
export const TOLERANCE = {
  /**
   * 10⁻¹²: two computations of what is the same double up to a few roundings (a value worked out
   * by two routes, a root against itself). Room for thousands of roundings, but not for a
   * different number written with twelve digits.
   */
  same: 1e-12,
  /**
   * 10⁻⁹: an answer substituted back into its problem, or a step's two sides at a point. The
   * substitution may cancel a few digits (x² − 2x + 1 near x = 1), so this forgives about
   * seven digits of loss and still tells apart any two answers the solver writes exactly.
   */
  check: 1e-9,
  /**
   * 10⁻⁸: two trees compared at seeded sample points of up to 30 in size, where powers and
   * quotients of sample values lose a digit more than a single substitution.
   */
  sample: 1e-8,
  /**
   * 10⁻⁶: a value found by iteration or a finite difference (a root narrowed by bisection, a
   * slope from f(x ± h)), which carries about half a double's digits.
   */
  root: 1e-6,
  /**
   * 10⁻⁴: a slope measured by a finite difference and set beside the function's size (is it flat
   * there?), or a second derivative estimated from f(x ± h): dividing by h or h² leaves about a
   * third of a double's digits, less what the curve's bend adds.
   */
  difference: 1e-4,
  /**
   * 10⁻⁵: a decimal given to six significant digits (an answer written ≈ 0.739085), which is
   * within 5·10⁻⁶ of its value, with room.
   */
  sixDigits: 1e-5,
  /** 10⁻³: a rounded value, as the relation ≈ states one (π ≈ 3.142). */
  rounded: 1e-3,
  /**
   * 10⁻²: a least or greatest value read off samples on a grid (every 1/200), which misses a
   * smooth top by the curve's bend times the square of half a grid step.
   */
  grid: 1e-2,
} as const;

/**
 * Whether `a` and `b` are the same number within `tolerance`: |a − b| ≤ tolerance · max(scale,
 * |a|, |b|). Symmetric in `a` and `b`; `scale` (1 unless given) is the size below which the
 * comparison is absolute, or the size of the terms that cancelled to give the values. An
 * infinity equals only itself; NaN equals nothing.
 *
 * @example
 * approxEqual(0.1 + 0.2, 0.3, TOLERANCE.check); // true
 * approxEqual(1e12 + 1, 1e12, TOLERANCE.check); // true: one part in 10¹²
 * approxEqual(1e-10, 0, TOLERANCE.check); // true: below 1, the comparison is absolute
 */
export const approxEqual = (a: number, b: number, tolerance: number, scale = 1): boolean =>
  a === b ||
  (Number.isFinite(a - b) &&
    Math.abs(a - b) <= tolerance * Math.max(scale, Math.abs(a), Math.abs(b)));
