/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const unitConversionNotes: Notes = {
  forms: {
    convert: {
      temperature: 'Convert {from} to {to}',
      factor: 'Multiply by the number of {to} in one {from}',
    },
  },
  reasons: {
    convert: ['', 'multiplying by a conversion factor changes the unit, not the amount'],
  },
};
