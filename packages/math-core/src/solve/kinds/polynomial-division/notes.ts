/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const polynomialDivisionNotes: Notes = {
  forms: {
    longDivision: {
      leadingTerm:
        'Divide the leading term {lead} by {divisorLead}: {term}. Multiply back: {term} · ({divisor}) = {product}; subtract it, leaving {left}',
      exactly: 'The remainder is 0, so {divisor} divides exactly: quotient {quotient}',
      withRemainder:
        'Quotient {quotient}, remainder {remainder}: dividend = divisor × quotient + remainder',
      so: 'So',
    },
  },
  reasons: {},
};
