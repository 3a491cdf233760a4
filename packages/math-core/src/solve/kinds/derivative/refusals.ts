/** Why a derivative is refused: the sentences by id, and the refusal they make. */
import { refuse, type SolveStop } from '../../../math/refusal';
import type { MathErrorValue } from '../../../types';

export const DERIVATIVE_REFUSALS = {
  derivativeFirstTooLong:
    'The first derivative has more than {parts} parts, too long to work with here; multiply out or simplify the expression first',
  derivativeTooLong:
    'The derivative has more than {parts} parts, too long to work with here; multiply out or simplify the expression first',
  derivativeWhichLetter:
    'Say which letter to differentiate with respect to; derivatives with several letters (partial derivatives) are not supported',
  derivativeOne:
    'Give one expression to differentiate (implicit differentiation of an equation is not supported)',
  derivativePartial: 'Partial derivatives are not supported',
  derivativeOrder: 'Only first and second derivatives are supported',
  derivativeImplicit: 'Implicit differentiation is not supported',
  derivativeFunctionOf: '{name} is a function of {defined}, not {variable}',
  derivativeImplicitGive:
    'Implicit differentiation is not supported: give {name} as an expression, such as {name} = x^2 + 3x',
  derivativeGive: "Give the function to differentiate, such as {name}(x) = x^2 + 3x, {name}'(x)",
  derivativePointForm: 'Give the point as {letter} = a number, such as {letter} = 2',
  derivativeUndefinedAt: '{expression} is not defined at {at}, so it has no derivative there',
  derivativeNoValueAt: 'The derivative has no value at {at}: the curve has no slope there',
} as const;

/** A derivative of a form the solver does not take. */
export const unsupported = (
  id: keyof typeof DERIVATIVE_REFUSALS,
  values?: Readonly<Record<string, MathErrorValue>>,
): SolveStop => refuse('unsupported', DERIVATIVE_REFUSALS, id, values);
