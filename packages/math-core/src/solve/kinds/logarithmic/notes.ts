/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const logarithmicNotes: Notes = {
  forms: {
    sides: {
      logarithms: 'Collect the logarithms on the left and the numbers on the right',
    },
    expand: {
      logarithms: 'Collect the multiples of the same logarithm',
    },
    check: {
      logarithms: 'Check {root}: every logarithm is defined and both sides are equal',
    },
    logOfBase: {
      powersOfE: 'Work out the logarithms of powers of e: ln(eᵏ) = k',
    },
    logDefinition: {
      exponential: 'Rewrite in exponential form: {equation}',
    },
    changeBase: {
      powerBase: 'Change of base, log_(bᵏ)(a) = log_b(a)/k: {changes}',
    },
    logLaws: {
      combineProductQuotient:
        'Combine the logarithms by the product rule (log(a) + log(b) = log(ab)) and the quotient rule (log(a) − log(b) = log(a/b))',
    },
    logDefined: {
      checkNegative:
        'Check {root}: {argument} is negative, so {logarithm} is undefined: reject {root}',
      checkZero: 'Check {root}: {argument} is 0, so {logarithm} is undefined: reject {root}',
    },
  },
  reasons: {},
};
