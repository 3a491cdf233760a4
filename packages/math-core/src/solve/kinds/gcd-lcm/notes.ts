/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const gcdLcmNotes: Notes = {
  forms: {
    primes: {
      of: 'Prime factors of {value}',
    },
    gcd: {
      shared: 'GCD of {values}: each prime they share, to its smallest power',
    },
    lcm: {
      every: 'LCM of {values}: every prime that appears, to its largest power',
    },
  },
  reasons: {
    gcd: ['', 'a common divisor can use each prime only as often as every number has it'],
    lcm: ['', 'a common multiple needs each prime as often as any number has it'],
  },
};
