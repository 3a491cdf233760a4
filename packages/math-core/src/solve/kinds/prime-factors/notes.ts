/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const primeFactorsNotes: Notes = {
  forms: {
    primes: {
      prime: '{value} is prime: no number from 2 to √{value} divides it',
      divide: 'Divide by the smallest prime again and again',
      group: 'Group equal primes as powers',
    },
  },
  reasons: {},
};
