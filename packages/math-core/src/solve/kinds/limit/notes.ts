/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const limitNotes: Notes = {
  forms: {
    logDefined: {
      limitOneSide:
        'A logarithm is defined only for positive numbers, and {inside} is positive only on one side: the two-sided limit does not exist',
    },
    direct: {
      defined: 'The function is defined at {unknown} = {value}: substitute',
    },
    cancelLimit: {
      common: 'Substituting gives 0/0: cancel the common factor {factor} of the top and the bottom',
    },
    lHopital: {
      zeroOverZero:
        "The form 0/0: by L'Hôpital's rule the limit is that of the derivative of the top over the derivative of the bottom",
      infinityOverInfinity:
        "The form ∞/∞: by L'Hôpital's rule the limit is that of the derivative of the top over the derivative of the bottom",
    },
    unbounded: {
      signAbove:
        'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has just above the point',
      signBelow:
        'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has just below the point',
      signBoth:
        'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has on both sides of the point',
      sidesDiffer:
        'The denominator is 0 there and the numerator is not: the limit does not exist, as the function tends to {left} from the left and to {right} from the right',
    },
    expLimit: {
      rewrite:
        'The form 1^∞: write it as e^(v·ln(u)) and find the limit of the exponent {exponent}, as a quotient',
      power: 'So the limit is e to that power',
    },
    limitPower: {
      grows:
        'A power of {base} follows its exponent: a growing exponent makes it grow, a falling one sends it to 0',
      follows: 'A power of {base} follows its exponent: it tends to that power of the limit',
    },
    limitFactor: {
      keeps: 'A constant factor {factor} keeps it unbounded, with its sign',
    },
    toZero: {
      numberOver: 'A number divided by a quantity that grows without bound tends to 0',
    },
    degrees: {
      limitLower: 'The bottom has the higher degree, so the quotient tends to 0',
      limitConstant: 'A constant is its own limit',
      limitPolynomial: 'A polynomial grows without bound, with the sign of its leading term there',
      limitEqual:
        'The top and the bottom have the same degree: the limit is the ratio of their leading coefficients',
      limitHigher:
        'The top has the higher degree, so the quotient grows without bound, with the sign of its leading term there',
    },
    oscillates: {
      round:
        "{inner} grows without bound, so {function} goes round the unit circle's values again and again: the limit does not exist",
    },
    absSide: {
      above: 'Just above {unknown} = {value}, {sign}, so {open}',
      below: 'Just below {unknown} = {value}, {sign}, so {open}',
    },
    twoSides: {
      differ: 'The limits from the two sides differ, so the limit does not exist',
    },
    logToZero: {
      positive:
        '{inside} tends to 0 through positive numbers, and the logarithm of a small positive number is a large negative one',
    },
  },
  reasons: {
    direct: [
      'Direct substitution',
      'a function built from continuous pieces tends to its value where it is defined',
    ],
    cancelLimit: [
      '',
      'a limit depends on values near the point, not at it, so a common factor cancels',
    ],
    lHopital: [
      'L’Hôpital’s rule',
      'for 0/0 or ∞/∞, f/g tends to the limit of f′/g′ when that exists',
    ],
    unbounded: ['', 'dividing by a quantity near 0 gives one that grows without bound'],
    expLimit: [
      '',
      'uᵛ = e^(v·ln u), and eˣ is continuous, so the limit can be taken in the exponent',
    ],
    limitPower: ['', 'a power of a fixed base follows its exponent'],
    limitFactor: ['', 'a constant factor other than 0 keeps a quantity unbounded, with its sign'],
    toZero: ['', 'a fixed number over a quantity that grows without bound tends to 0'],
    oscillates: [
      '',
      'a limit is one number the values settle on, and values that keep sweeping between −1 and 1 settle on none',
    ],
    absSide: ['', '|u| = u where u ≥ 0 and |u| = −u where u < 0'],
    twoSides: [
      '',
      'a limit exists only when the limits from the left and from the right are the same number',
    ],
    logToZero: ['', 'ln u = k means u = eᵏ, and eᵏ is close to 0 only for large negative k'],
  },
};
