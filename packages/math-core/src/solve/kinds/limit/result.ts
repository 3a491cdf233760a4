import type { Drawn, Variant } from '../../result';

/** A limit (`lim_(x → 0) sin(x)/x`), with the function it is of, to draw near the point. */
export type LimitResult = Variant<'limit', Partial<Drawn>>;
