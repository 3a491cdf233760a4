/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const expressionNotes: Notes = {
  forms: {
    expand: {
      simplify: 'Simplify',
      eachTerm:
        'Multiply each term of the first bracket by each term of the second, then collect like terms',
    },
    simplest: {
      expanded: 'This is already expanded and simplified',
    },
  },
  reasons: {},
};
