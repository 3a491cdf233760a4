/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const rationalExpressionNotes: Notes = {
  forms: {
    fractionZero: {
      expressionZero: 'The numerator is 0, so the expression is 0 wherever it is defined',
    },
    factored: {
      numerator: 'Factor the numerator',
      topAndBottom: 'Factor the numerator and the denominator',
    },
    simplest: {
      noCommon: 'The numerator and the denominator have no common factor',
    },
    noDivideByZero: {
      expressionUndefined: 'The expression is undefined where a denominator is 0, so {excluded}',
    },
    cancelFactor: {
      topAndBottom: 'Cancel the common factor {factor} from the numerator and the denominator',
      soFor: 'So, for {excluded}',
      so: 'So',
    },
    equivalent: {
      overLcd: 'Write each fraction over the least common denominator {lcd}',
    },
    addFractions: {
      combine: 'Combine the numerators over the common denominator',
    },
    multiplyFractions: {
      factorEach:
        'Multiply the numerators together and the denominators together (dividing by a fraction is multiplying by its reciprocal), and factor each',
    },
  },
  reasons: {},
};
