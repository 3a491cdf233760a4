/**
 * A function to draw, as the solver names it and the graph draws it: a type both layers share,
 * kept below them so that the solver imports nothing from the plot.
 */
import type { MathNode } from './tree';

/** A function to draw: `name` = `body`, with `x` the unknown across (y = 2x + 3, f(x) = x² + 1). */
export interface GraphFunction {
  /** What is set equal to the body: y, or f(x). */
  name: MathNode;
  x: string;
  body: MathNode;
  /** sin, cos, … of x read in radians (calculus), not in degrees as the solver's equations read them. */
  radians?: boolean;
  /**
   * The curve this is a half of, when it is one (x² + y² = 25 drawn as its upper and lower
   * halves): the halves are drawn as one curve, never said to meet each other.
   */
  branch?: string;
}
