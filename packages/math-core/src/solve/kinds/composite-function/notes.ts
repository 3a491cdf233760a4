/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const compositeFunctionNotes: Notes = {
  forms: {
    expand: {
      compositeMultiply: 'Multiply out and collect like terms',
    },
    substitute: {
      compositeInner: 'Work out the inner function first: put x = {value} into {function}',
      compositeOuter: 'Then put x = {value} into {function}',
      compositeInto: 'Put {inner} = {expression} into {function} in place of x',
    },
  },
  reasons: {},
};
