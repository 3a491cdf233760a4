/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const absoluteValueNotes: Notes = {
  forms: {
    swap: {
      absLeft: 'Write the absolute value on the left',
    },
    both: {
      absBoth: 'Both must hold: the numbers in both cases',
    },
    either: {
      absEither: 'Either case: the numbers in one case or the other',
    },
    absCases: {
      absTwo: 'Two cases: what is inside the absolute value is {value} or {opposite}',
      absCase: 'Case {case}: {equation}',
    },
    absPositive: {
      absNoSolution: 'An absolute value is never negative, so {statement} has no solution',
      absEvery: 'An absolute value is never negative, so {statement} for every {unknown}',
      absPositiveExcept: 'An absolute value is positive except where what is inside is 0',
    },
    absZero: {
      absOnlyZero: 'An absolute value is 0 only where what is inside is 0',
      absAtMostZero:
        'An absolute value is never negative, so it is at most 0 only where it is 0: where what is inside is 0',
      absExcept: 'Every {unknown} except where {equation}',
    },
    absWithin: {
      absMeans: '{statement} means {between}: {inside} is within {bound} of 0',
      absCase: 'Case {case}: {statement}',
    },
    absOutside: {
      absMeans: '{statement} means {below} or {above}',
      absCase: 'Case {case}: {statement}',
    },
    absEqual: {
      absTwo:
        'Two absolute values are equal when what is inside them is equal or opposite: two cases',
      absCase: 'Case {case}: {equation}',
      absCaseNone: 'Case {case}: {equation} has no solution',
    },
    rootOfSquare: {
      absRoot: 'The square root of a square is an absolute value: {root} = {abs}',
    },
    absPieces: {
      absBySign:
        '|{inside}| is {inside} where {inside} ≥ 0 and {opposite} where {inside} < 0: two cases',
      absCaseWhere: 'Case {case}, where {part}: {statement}',
      absWholePart: 'Every {unknown} where {part} is a solution',
      absInPart: '{solution} is where {part}: a solution',
      absNotInPart: '{solution} is not where {part}: this case does not give it',
      absNeither: 'Neither case gives a solution',
      absSetInPart: 'Of these, the numbers where {part}',
      absNoneInPart: 'None of these is where {part}',
    },
    squareOrder: {
      absBoth:
        'Both sides are absolute values, never negative, so squaring both sides keeps the inequality; and |a|² = a²',
    },
  },
  reasons: {
    either: ['Union', '"or" means a number may satisfy either, so both sets are kept'],
    absCases: ['', 'the numbers at distance c from 0 are c and −c'],
    absZero: ['', 'only 0 is at distance 0 from 0'],
    absWithin: ['', '|u| < c means u is closer than c to 0: −c < u < c'],
    absOutside: ['', '|u| > c means u is farther than c from 0: u < −c or u > c'],
    absEqual: ['', 'numbers with the same distance from 0 are equal or opposite'],
    rootOfSquare: [
      '',
      'a square root is the root that is not negative, and of u and −u that one is |u|',
    ],
    squareOrder: [
      '',
      'of two numbers at least 0 the larger has the larger square, so squaring both sides keeps the inequality',
    ],
  },
};
