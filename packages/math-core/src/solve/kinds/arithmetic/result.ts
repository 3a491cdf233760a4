import type { Variant } from '../../result';

/** A result of this kind as `solve` gives it: only the fields every result has. */
export type ArithmeticResult = Variant<'arithmetic'>;

/** A complex number worked out (`(1+i)(2-i)`, `√(−4)`) as `solve` gives it. */
export type ComplexNumberResult = Variant<'complex-number'>;
