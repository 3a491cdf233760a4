/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const completedSquareNotes: Notes = {
  forms: {
    expand: {
      into: 'Multiply {factor} into the bracket',
      numbers: 'Collect the numbers',
    },
    commonFactor: {
      squareTerms: 'Take the factor {factor} out of the {unknown}² and {unknown} terms',
    },
    squareTrinomial: {
      firstThree: 'The first three terms are a perfect square: {trinomial}',
    },
    completeSquare: {
      noTerm:
        'There is no {unknown} term, so the quadratic is already a multiple of {unknown}² plus a number',
      addTakeAway:
        'Half the coefficient of {unknown} is {half}: add its square, {square}, and take it away again',
      addTakeAwayBracket:
        'Half the coefficient of {unknown} in the bracket is {half}: add its square, {square}, and take it away again',
    },
    vertex: {
      symmetric: 'The parabola is symmetric about the vertical line through its vertex',
    },
    vertexForm: {
      least:
        '{square} is never negative and is 0 only at {unknown} = {at}, so {completed} is least there, with the value {value}: the vertex',
      greatest:
        '{square} is never negative and is 0 only at {unknown} = {at}, so {completed} is greatest there, with the value {value}: the vertex',
    },
  },
  reasons: {
    vertexForm: [
      'Vertex form',
      'in a(x − h)² + k the square is never negative and is 0 only at x = h, so the value there, k, is the least (a > 0) or the greatest (a < 0)',
    ],
  },
};
