/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const integralNotes: Notes = {
  forms: {
    expand: {
      multiplyOut: 'Multiply out first',
    },
    factored: {
      bottom: 'Factor the bottom',
    },
    linearity: {
      sum: 'Linearity: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, so integrate term by term',
      factor: 'Linearity: a constant factor comes out, ∫k·f d{unknown} = k∫f d{unknown}',
    },
    integralConstant: {
      constant: 'Constant rule: ∫k d{unknown} = k{unknown} + C',
    },
    integralPower: {
      power: 'Power rule: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, here with n = {n}',
    },
    integral: {
      reciprocal: 'Standard integral: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
      exp: 'Standard integral: ∫e^{unknown} d{unknown} = e^{unknown} + C',
      base: 'Standard integral: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
      sin: 'Standard integral: ∫sin({unknown}) d{unknown} = −cos({unknown}) + C',
      cos: 'Standard integral: ∫cos({unknown}) d{unknown} = sin({unknown}) + C',
      tan: 'Standard integral: ∫tan({unknown}) d{unknown} = −ln|cos({unknown})| + C',
      sec2: 'Standard integral: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tan({unknown}) + C',
      csc2: 'Standard integral: ∫csc²({unknown}) d{unknown} = ∫1/sin²({unknown}) d{unknown} = −cot({unknown}) + C = −cos({unknown})/sin({unknown}) + C',
    },
    oneC: {
      add: 'Add the results, with one constant of integration C',
    },
    uSub: {
      one: 'Substitution {letter} = {u}, so d{letter} = {du} d{unknown}: write the integrand in {letter}',
      bracket:
        'Substitution {letter} = {u}, so d{letter} = ({du}) d{unknown}: write the integrand in {letter}',
    },
    putBack: {
      back: 'Put back {letter} = {u}',
    },
    parts: {
      parts:
        'Integration by parts: ∫u dv = uv − ∫v du, with u = {u}, so du = {du} d{unknown}, and dv = {dv} d{unknown}, so v = {v}',
      together: 'Put the parts together',
    },
    partialFractions: {
      each: 'Partial fractions: a constant over each factor',
      eachRepeated:
        'Partial fractions: a constant over each factor and over each power of a repeated one',
    },
    coefficients: {
      agree:
        'Multiply both sides by {denominator}: the coefficients of each power of {unknown} must agree',
    },
    numerators: {
      solve: 'Solve for the numerators',
    },
    powerReduction: {
      sin: 'Power reduction: sin²u = (1 − cos 2u)/2',
      cos: 'Power reduction: cos²u = (1 + cos 2u)/2',
    },
    ftc: {
      atLimits:
        'Evaluate the antiderivative F({unknown}) = {antiderivative} at the limits: the integral is F({upper}) − F({lower})',
      converges: 'F at the upper end minus F at the lower end: the integral converges',
      partConverges: 'This part converges: F at its upper end minus F at its lower end',
    },
    improper: {
      split:
        'Split the integral where the integrand is undefined; it converges only if every part does',
      oscillates:
        'F({unknown}) = {antiderivative} has no limit as {unknown} → {point}: it keeps oscillating',
      limit: 'The limit of F({unknown}) = {antiderivative} as {unknown} → {point}',
      limitSide: 'The limit of F({unknown}) = {antiderivative} as {unknown} → {point}{side}',
      diverges:
        'So {part} diverges, and with it the whole integral: a definite integral converges only when the antiderivative has a finite limit at each end of every part',
      sum: 'Every part converges, so the integral converges to their sum',
    },
    reversed: {
      minus: 'The limits are in decreasing order: the integral is minus the one the other way',
    },
    undefinedAt: {
      improper:
        '{subject} is not defined at {unknown} = {value}, as {zero} is 0 there: {integrand} is undefined at a point of the interval, so the integral is improper there',
    },
    longDivision: {
      divideFirst: "The top's degree is not below the bottom's: divide first",
    },
  },
  reasons: {
    linearity: [
      'Linearity',
      'the integral of a sum is the sum of the integrals, and constants come out',
    ],
    integralConstant: ['Constant rule', 'the derivative of kx is k'],
    integralPower: ['Power rule', 'the derivative of xⁿ⁺¹/(n + 1) is xⁿ (n ≠ −1)'],
    integral: ['Standard integral', 'differentiating the result gives the integrand back'],
    oneC: ['', 'antiderivatives differ by a constant, so one C stands for all of them'],
    uSub: ['Substitution', 'the chain rule backwards: ∫g(u)·u′ dx = ∫g(u) du'],
    putBack: ['', 'u stands for an expression in x, so the answer is written in x again'],
    parts: ['Integration by parts', 'the product rule backwards: ∫u dv = uv − ∫v du'],
    partialFractions: [
      'Partial fractions',
      'a fraction whose bottom is a product of linear factors is a sum of constants over those factors and their powers',
    ],
    coefficients: [
      'Comparing coefficients',
      'two polynomials are equal for every x only when the coefficients of each power of x are',
    ],
    numerators: [
      '',
      'matching the coefficients gives one linear equation for each power of x, and together they fix every numerator',
    ],
    powerReduction: [
      'Power reduction',
      'cos 2u = 1 − 2sin²u = 2cos²u − 1, so sin²u = (1 − cos 2u)/2 and cos²u = (1 + cos 2u)/2',
    ],
    ftc: [
      'Fundamental theorem of calculus',
      'the integral from a to b is F(b) − F(a) for an antiderivative F',
    ],
    improper: [
      'Improper integral',
      'an integral through a point where it blows up is the limit of integrals stopping short of it',
    ],
    reversed: ['', 'swapping the limits changes the sign of an integral'],
    undefinedAt: ['', 'an integral needs its integrand defined along the interval'],
  },
};
