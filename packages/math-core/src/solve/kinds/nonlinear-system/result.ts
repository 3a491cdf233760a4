import type { Drawn, Variant } from '../../result';

/**
 * Two equations in two unknowns, one not linear (`x^2+y^2=25, x+y=7`): each solution a point,
 * with the curves to draw when one is drawn in two halves (a circle).
 */
export type NonlinearSystemResult = Variant<'nonlinear-system', Partial<Drawn>>;
