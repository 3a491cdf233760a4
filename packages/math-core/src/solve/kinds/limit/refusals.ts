/** Why a limit is refused: the sentences by id, and the refusal they make. */
import { refuse, type SolveStop } from '../../../math/refusal';
import type { MathErrorValue } from '../../../types';

export const LIMIT_REFUSALS = {
  limitNoMethod:
    "The solver finds limits by substitution, by factoring and cancelling and by L'Hôpital's rule, and none of them gives this one",
  limitExponent: 'The exponent of this limit has no finite limit',
  limitPowerExponent: 'The exponent of this power has no limit',
  limitAtInfinity:
    "At infinity the solver finds limits of quotients of polynomials by their degrees, ∞/∞ by L'Hôpital's rule and the form 1^∞; this one is of another kind",
  limitRounds: 'This limit needs more than eight rounds of working',
  limitSide: '{function} is not defined on the side asked: {inside} is negative there',
  limitPoint:
    'The point {point} was not understood: give a number, such as 0, 2 or pi, or infinity',
  limitUnread:
    'This limit was not understood: write it as limit of sin(x)/x as x->0, or lim x->2 (x^2-4)/(x-2)',
} as const;

/** A limit of a form the solver does not find. */
export const unsupported = (
  id: keyof typeof LIMIT_REFUSALS,
  values?: Readonly<Record<string, MathErrorValue>>,
): SolveStop => refuse('unsupported', LIMIT_REFUSALS, id, values);
