import type { ComplexAnswer, Variant } from '../../result';

/** A quadratic equation (`x^2-5x+6=0`), with its complex solutions when it has no real ones. */
export type QuadraticResult = Variant<'quadratic', ComplexAnswer>;
