/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const derivativeNotes: Notes = {
  forms: {
    second: {
      derivative: 'The second derivative is the derivative of the first derivative',
    },
    substitute: {
      derivativeAt: 'The derivative at {unknown} = {value}: put {unknown} = {value} into it',
    },
  },
  reasons: {
    second: ['', 'the second derivative is the derivative of the derivative'],
  },
};
