/** Why an integral is refused: the sentences by id, and the refusal they make. */
import { refuse, type SolveStop, said } from '../../../math/refusal';
import type { MathErrorValue } from '../../../types';

export const INTEGRAL_REFUSALS = {
  /** What the solver integrates, said inside a refusal. */
  integralCan:
    'the solver integrates sums and constant multiples of powers of the variable (roots and 1/x too), eˣ, aˣ, sin, cos, tan, sec² and csc², substitutions where the integrand is f′(x)·g(f(x)), such as ∫2x(x² + 1)³ dx or ∫cos(3x) dx',
  integralNone:
    'This integral cannot be worked out here: {can}; by parts, a polynomial times eˣ, sin, cos or a root of ax + b (∫x√(x + 1) dx, also by substituting u = x + 1), and a logarithm times a polynomial; partial fractions over linear factors, sin² and cos² by power reduction; inverse trigonometric results and other integrals are not supported',
  integralNotSupported: '{name} is not supported in integrals: {can}',
  integralOnlyVaries:
    'Only {x} may vary here: integrals of expressions with other letters are not supported',
  integralPlusMinus: '± is not supported in an integral',
  integralCannot: 'This expression cannot be integrated here',
  integralWhichLetter:
    'Say which letter to integrate with respect to, such as ∫ x y dx; integrals with several letters varying are not supported',
  integralOne: 'Give one expression to integrate, such as {example}',
  integralUnambiguous:
    'The solver could not write this antiderivative unambiguously, so it gives none',
  integralExponentialBase: 'An exponential needs a positive base other than 1',
  integralLimitsUnread:
    'The limits of this definite integral were not understood: write them as ∫_0^1 x^2 dx or integral of x^2 from 0 to 1',
  integralUnread:
    'This integral was not understood: write it as ∫ followed by the expression and dx, such as ∫ x^2 dx or integral of sin(x)',
  integralBoth: 'The integral says both d{named} and with respect to {variable}',
  integralGive: 'Give the expression to integrate, such as ∫ x^2 dx',
  integralLimits:
    'The limits of a definite integral must be numbers such as 0, −2, 1/2, π or e, or ∞, as in ∫_0^1 x^2 dx',
  integralUndefinedAtLimit: 'The antiderivative is not defined at a limit of this integral',
  /** The interval of a definite integral, said inside a refusal. */
  integralBetween: 'from {low} to {high}',
  integralCannotTell:
    'The solver cannot tell where {integrand} is undefined {between}, so it does not work out this integral',
  integralUndefinedAll: '{integrand} is not defined anywhere {between}: {because}',
  integralUndefinedPart:
    '{integrand} is not defined for {where}, part of the interval {between}: {because}',
  /** Why the integrand is undefined somewhere. */
  integralDivides: '{what} divides by {divisor}, which is 0 there',
  integralNeeds: '{what} needs {condition}',
  integralApproximate:
    '{integrand} is undefined at a point {between} that the solver finds only approximately, so it does not work out this integral',
  integralConverges:
    'The solver cannot tell whether {antiderivative} has a limit as {x} → {point}{side}, so it cannot say whether this integral converges',
} as const;

export type IntegralRefusal = keyof typeof INTEGRAL_REFUSALS;
type Values = Readonly<Record<string, MathErrorValue>>;

/** A problem of a form the solver does not integrate. */
export const unsupported = (id: IntegralRefusal, values?: Values): SolveStop =>
  refuse('unsupported', INTEGRAL_REFUSALS, id, values);
/** An integral that cannot be worked out as asked. */
export const invalid = (id: IntegralRefusal, values?: Values): SolveStop =>
  refuse('invalid_value', INTEGRAL_REFUSALS, id, values);
/** A sentence of the table, to be said inside another. */
export const saying = (id: IntegralRefusal, values?: Values) => said(INTEGRAL_REFUSALS, id, values);
