/**
 * The words of denominators (where a quotient is undefined, a fraction that is 0, a common factor
 * cancelled, an asymptote, long division, clearing fractions by their least common denominator, the
 * conditions an answer holds under), in English: brought by the kinds whose problems have a
 * denominator or a domain, so that a solver without them carries none of them.
 */
import type { Notes } from './types';

export const DENOMINATOR_NOTES: Notes = {
  forms: {
    noDivideByZero: {
      equationExcluded: 'A denominator cannot be 0, so {excluded}',
      inequalityNever:
        'It is undefined where a denominator is 0: these points are never in the answer',
    },
  },
  reasons: {
    noDivideByZero: ['', 'division by 0 is undefined'],
    fractionZero: ['', 'a fraction is 0 only when its top is 0'],
    cancelFactor: ['', 'a common factor of the top and the bottom cancels: ak/bk = a/b for k ≠ 0'],
    asymptote: ['', 'near a zero of the denominator alone, the quotient grows without bound'],
    longDivision: ['Long division', 'dividend = divisor × quotient + remainder at every stage'],
    lcd: ['', 'a fraction times a multiple of its denominator is a whole expression'],
    conditions: ['', 'division by 0 and square roots of negative numbers are undefined'],
  },
};
