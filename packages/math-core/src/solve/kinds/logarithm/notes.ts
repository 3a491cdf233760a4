/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const logarithmNotes: Notes = {
  forms: {
    asPower: {
      exactBase: 'Write the base as a power',
      exactValue: 'Write the value as a power of the same number',
      ofTheBase: 'Write the number as a power of the base',
    },
    exponentZero: {
      exactPowerZero: 'Any base to the power 0 is 1',
    },
    logOfBase: {
      exponent: 'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k)',
      numbers: 'Work out the logarithms of numbers',
    },
    logDefinition: {
      exactOfOne: 'So the logarithm of 1 is 0',
      exactRatio: 'The logarithm is the ratio of the exponents',
      power: 'The logarithm is the power the base is raised to',
    },
    changeBase: {
      natural: 'Change of base: the natural logarithm of the number over that of the base',
    },
    logLaws: {
      cannotExpand: 'This logarithm cannot be expanded further',
      expand: 'Product, quotient and power rules, for positive values of the unknowns',
      condense:
        'Combine into one logarithm with the product, quotient and power rules, for positive values of the unknowns',
      combinePower: 'Combine the logarithms by the power rule (k·log(a) = log(aᵏ))',
      combinePowerQuotient:
        'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)) and the quotient rule (log(a) − log(b) = log(a/b))',
    },
    rounded: {
      logValue: 'Its value to {digits} significant digits',
    },
  },
  reasons: {},
};
