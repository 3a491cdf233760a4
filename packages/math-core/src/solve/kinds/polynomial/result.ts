import type { ComplexAnswer, Variant } from '../../result';

/**
 * A polynomial equation of degree 3 or more (`x^3-6x^2+11x-6=0`, `x^4 = 16`), with its complex
 * solutions where the solver finds them.
 */
export type PolynomialResult = Variant<'polynomial', ComplexAnswer>;
