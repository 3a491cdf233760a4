/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const sequenceNotes: Notes = {
  forms: {
    substitute: {
      sequencePut: 'Put n = {k}',
    },
    arithmeticSequence: {
      found:
        'Each term is the one before plus the same number, the common difference d: the sequence is arithmetic, with first term {first}',
      next: 'Add the common difference {d}',
    },
    geometricSequence: {
      found:
        'Each term is the one before times the same number, the common ratio r: the sequence is geometric, with first term {first}',
      next: 'Multiply by the common ratio {r}',
    },
    nthTerm: {
      arithmetic: 'The nth term is the first term plus n − 1 common differences',
      geometric: 'The nth term is the first term times n − 1 common ratios',
    },
    arithmeticSum: {
      formula: 'The sum of the first n terms is n/2 × (2a + (n − 1)d)',
      put: 'The sum of the first n terms is n/2 × (2a + (n − 1)d): put n = {k}',
    },
    geometricSum: {
      formula: 'The sum of the first n terms is a(rⁿ − 1)/(r − 1)',
      put: 'The sum of the first n terms is a(rⁿ − 1)/(r − 1): put n = {k}',
    },
    sumToInfinity: {
      ratio: 'The common ratio is between −1 and 1, so the sum to infinity is a/(1 − r)',
    },
    noSumToInfinity: {
      arithmetic:
        'There is no sum to infinity: the common difference is {d}, so the terms do not shrink towards 0 and the sums of more and more terms settle on no number',
      geometric:
        'There is no sum to infinity: the common ratio {r} is not between −1 and 1, so the terms do not shrink towards 0 and the sums of more and more terms settle on no number',
    },
  },
  reasons: {
    arithmeticSequence: [
      'Arithmetic sequence',
      'each term is the one before plus the same number d, the common difference',
    ],
    geometricSequence: [
      'Geometric sequence',
      'each term is the one before times the same number r, the common ratio',
    ],
    nthTerm: [
      'nth term',
      'the nth term is n − 1 steps on from the first: a + (n − 1)d when adding d, a·rⁿ⁻¹ when multiplying by r',
    ],
    arithmeticSum: [
      'Sum of an arithmetic sequence',
      'written forwards and backwards, the sum pairs terms that each add to the first plus the last, 2a + (n − 1)d, n times over: twice the sum',
    ],
    geometricSum: [
      'Sum of a geometric sequence',
      'r times the sum is the sum moved on one term, so (r − 1)S = a(rⁿ − 1)',
    ],
    sumToInfinity: [
      'Sum to infinity',
      'when −1 < r < 1, rⁿ shrinks to 0, so the sums a(1 − rⁿ)/(1 − r) close in on a/(1 − r)',
    ],
    noSumToInfinity: [
      '',
      'the sums of more and more terms settle on a number only when the terms shrink towards 0',
    ],
  },
};
