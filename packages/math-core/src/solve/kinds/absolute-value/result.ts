import type { SetAnswer, Variant } from '../../result';

/**
 * An equation or inequality in absolute values (`|2x-1| = 5`, `|x - 1| > 2`): an inequality's
 * answer is a set, given as an inequality's is (`set`, `interval`, `intervalMathml`); an
 * equation's is its solutions, and then those fields are absent.
 */
export type AbsoluteValueResult = Variant<'absolute-value', Partial<SetAnswer>>;
