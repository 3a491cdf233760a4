/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const rearrangeNotes: Notes = {
  forms: {
    sides: {
      collectLetter: 'Collect the terms with {unknown} on one side and the rest on the other',
    },
    scale: {
      divideNonZero: 'Divide both sides by {divide}, which must not be 0',
    },
    squareRoot: {
      letter:
        'Take the square root of both sides: {unknown} is the positive or the negative root, where what is under it is not negative',
    },
    conditions: {
      hold: 'The conditions for this to hold',
    },
  },
  reasons: {},
};
