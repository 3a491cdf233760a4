import type { Drawn, Variant } from '../../result';

/**
 * A derivative (`d/dx x^3`), or a derivative at a point (`f′(2) = 12`), which comes with the
 * function and its tangent there to draw.
 */
export type DerivativeResult = Variant<'derivative', Partial<Drawn>>;
