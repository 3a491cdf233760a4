import type { Variant } from '../../result';

/** A result of this kind as `solve` gives it: only the fields every result has. */
export type ShapeResult = Variant<'shape'>;
