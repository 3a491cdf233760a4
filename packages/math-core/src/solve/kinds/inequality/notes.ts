/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const inequalityNotes: Notes = {
  forms: {
    moveAll: {
      oneFraction: 'Move every term to the left side and write it as one fraction',
    },
    order: {
      smallerEnd: 'Write it with the smaller end first',
    },
    both: {
      first: 'Inequality 1: {inequality}',
      second: 'Inequality 2: {inequality}',
      hold: 'Both must hold: the numbers that satisfy both inequalities',
      none: 'No number satisfies both {first} and {second}, so there is no solution',
    },
    signTest: {
      fractionTests: 'Sign of the fraction from a test point in each interval: {signs}',
      fractionPositive: 'The fraction is positive on these intervals',
      fractionPositiveOrZero: 'The fraction is positive or 0 on these intervals',
      fractionNegative: 'The fraction is negative on these intervals',
      fractionNegativeOrZero: 'The fraction is negative or 0 on these intervals',
    },
    fractionZero: {
      top: 'The fraction is 0 where its top is 0: {equation}',
    },
  },
  reasons: {},
};
