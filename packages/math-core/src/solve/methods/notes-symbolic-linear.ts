/**
 * The words of the steps that ./symbolic-linear.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue).
 */
import type { Notes } from '../../math/catalogue/types';

export const symbolicLinearMethodNotes: Notes = {
  forms: {
    commonFactor: {
      collectUnknown:
        'Collect the terms in {unknown} on one side and take {unknown} out as a factor',
    },
  },
  reasons: {},
};
