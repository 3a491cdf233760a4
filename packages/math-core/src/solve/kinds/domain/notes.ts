/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const domainNotes: Notes = {
  forms: {
    both: {
      domainAll: 'The domain is where every need holds at once',
    },
    absPositive: {
      rangeDistance: 'An absolute value is the distance from 0: never negative',
    },
    rootPositive: {
      domainNeeds: '{subject} needs {expression} to be at least 0: {where}',
      domainNever: '{subject} needs {expression} to be at least 0: it never is',
    },
    evenPower: {
      rangeSizes: 'An even power is never negative: it takes the sizes of the values in order',
    },
    logDefined: {
      domainNeeds: '{subject} needs {expression} to be above 0: {where}',
      domainNever: '{subject} needs {expression} to be above 0: it never is',
    },
    rangeAll: {
      line: 'A line that is not flat takes every value',
      odd: 'A polynomial of odd degree goes from −∞ to ∞ and takes every value on the way',
    },
    rangeMonotone: {
      negative: 'Multiplying by a negative number reverses the order of the values',
      positive: 'Multiplying by a positive number and adding keep the order of the values',
      root: 'A square root is defined from 0 up and keeps the order of the values',
      powerKeeps: '{base} to a power is always above 0 and keeps the order of the values',
      powerReverses: '{base} to a power is always above 0 and reverses the order of the values',
      logKeeps: 'A logarithm is defined above 0 and keeps the order of the values',
      logReverses: 'A logarithm is defined above 0 and reverses the order of the values',
      odd: 'An odd power keeps the order of the values',
    },
    rangeReciprocal: {
      turned:
        'A reciprocal is never 0; it reverses the order of values of one sign, and is large where they are near 0',
    },
    trigRange: {
      rangeEvery: '{function} of every angle takes every value from −1 to 1',
      rangeTan: 'tan takes every value on each half turn between its asymptotes',
    },
    vertex: {
      rangeUp: 'The vertex is at x = {h}, where the parabola turns at y = {k}; it opens up',
      rangeDown: 'The vertex is at x = {h}, where the parabola turns at y = {k}; it opens down',
    },
    noDivideByZero: {
      domainNeeds: '{subject} needs {expression} to be not 0: {where}',
      domainNever: '{subject} needs {expression} to be not 0: it never is',
    },
    asymptote: {
      lineOverLine:
        'A line over a line takes every value but the ratio of their slopes, {ratio}: its horizontal asymptote',
    },
    conditions: {
      domainNothing: 'Nothing in {function} restricts {unknown}: it is defined for every {unknown}',
      rangeValues: 'The range: every value {function} takes',
    },
  },
  reasons: {
    rangeAll: [
      '',
      'a function with no breaks that goes from −∞ to ∞ passes every value on the way',
    ],
    rangeMonotone: [
      '',
      'a function that only rises keeps the order of values, and one that only falls reverses it, so the ends of the values go to the ends',
    ],
    rangeReciprocal: [
      '',
      '1/y is never 0, is near 0 where y is large and large where y is near 0, and reverses the order of values of one sign',
    ],
  },
};
