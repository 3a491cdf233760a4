/**
 * The words of the steps of differentiation below the solver (algebra/derivative: the sum,
 * constant multiple, product, quotient, power and chain rules, the standard derivatives), in
 * English: brought by the kinds that differentiate (derivatives, integrals, limits, stationary
 * points, tangents), so that a solver without them carries none of them.
 */
import type { Notes } from './types';

export const DERIVATIVE_NOTES: Notes = {
  forms: {
    sum: {
      terms: 'Sum rule: differentiate term by term',
    },
    constantMultiple: {
      negate: 'Constant multiple rule: d/dx(−f) = −f′',
      times: 'Constant multiple rule: d/dx(c·f) = c·f′',
      divide: 'Constant multiple rule: d/dx(f/c) = f′/c',
    },
    product: {
      two: 'Product rule: d/dx(uv) = u′v + uv′',
      many: 'Product rule: differentiate one factor at a time and add',
    },
    quotient: {
      quotient: 'Quotient rule: d/dx(u/v) = (u′v − uv′)/v²',
    },
    power: {
      power: 'Power rule: d/dx xⁿ = n·xⁿ⁻¹',
      root: 'Write the root as a power: {root} = {power}. Power rule: d/dx xⁿ = n·xⁿ⁻¹',
    },
    chain: {
      ln: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of ln: d/dx ln(u) = 1/u)',
      log: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of a logarithm: d/dx log_b(u) = 1/(u·ln(b)))',
      sin: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of sine: d/dx sin(u) = cos(u))',
      cos: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of cosine: d/dx cos(u) = −sin(u))',
      tan: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of tangent: d/dx tan(u) = 1/cos²(u))',
      exp: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of the exponential: d/dx eᵘ = eᵘ)',
      expBase:
        'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of an exponential: d/dx aᵘ = aᵘ·ln(a))',
      power: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (power rule: d/dx uⁿ = n·uⁿ⁻¹)',
      rootPower:
        'Write the root as a power: {root} = {power}. Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (power rule: d/dx uⁿ = n·uⁿ⁻¹)',
    },
    standard: {
      ln: 'Derivative of ln: d/dx ln(u) = 1/u',
      log: 'Derivative of a logarithm: d/dx log_b(u) = 1/(u·ln(b))',
      sin: 'Derivative of sine: d/dx sin(u) = cos(u)',
      cos: 'Derivative of cosine: d/dx cos(u) = −sin(u)',
      tan: 'Derivative of tangent: d/dx tan(u) = 1/cos²(u)',
      exp: 'Derivative of the exponential: d/dx eᵘ = eᵘ',
      expBase: 'Derivative of an exponential: d/dx aᵘ = aᵘ·ln(a)',
    },
    constant: {
      unknown: 'The derivative of {unknown} with respect to {unknown} is 1',
      constant: 'The derivative of a constant is 0',
    },
  },
  reasons: {
    sum: ['Sum rule', 'the derivative of a sum is the sum of the derivatives'],
    constantMultiple: ['Constant multiple rule', 'a constant factor stays in front: (c·f)′ = c·f′'],
    product: ['Product rule', 'each factor’s change contributes: (uv)′ = u′v + uv′'],
    quotient: ['Quotient rule', '(u/v)′ = (u′v − uv′)/v², the product rule applied to u·(1/v)'],
    power: ['Power rule', 'each of the n factors x in xⁿ changing adds xⁿ⁻¹ to the rate'],
    chain: ['Chain rule', 'the rate of f(u) is the rate of f at u times the rate of u'],
    standard: ['', 'a standard derivative, found once from the definition of the derivative'],
    constant: ['', 'a constant does not change, so its rate is 0; x changes at the rate 1'],
  },
};
