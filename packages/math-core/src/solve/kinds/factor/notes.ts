/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const factorNotes: Notes = {
  forms: {
    irreducible: {
      linear: '{polynomial} cannot be factored over the rational numbers: it has degree 1',
    },
    factored: {
      fully: 'So, fully factored',
    },
    simplest: {
      monomial: 'A single term is already factored: a number times a power',
    },
  },
  reasons: {},
};
