import type { Drawn, Variant } from '../../result';

/**
 * A graph asked for (`y = 2x + 3`, `f(x) = x² + 1`, `graph x^2 - 4`, a circle): the functions to
 * draw, always there; `solutions` name the graph's features.
 */
export type GraphResult = Variant<'graph', Drawn>;
