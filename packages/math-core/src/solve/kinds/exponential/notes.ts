/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const exponentialNotes: Notes = {
  forms: {
    scale: {
      everyTermNeverZero: 'Multiply every term by {factor}, which is never 0',
    },
    samePower: {
      case: 'Case {case}: {equation}',
    },
    asPower: {
      everyPower: 'Write every power as a power of {power}',
      everyPowerAs: 'Write every power as a power of {power}: {rewrites}',
      moveEveryPower:
        'Move every term to the left side and write every power as a power of {power}',
      moveEveryPowerAs:
        'Move every term to the left side and write every power as a power of {power}: {rewrites}',
    },
    positivePower: {
      noSolution: '{power} is positive for every {unknown}, so {equation} has no solution',
    },
  },
  reasons: {},
};
