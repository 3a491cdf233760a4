/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const nonlinearSystemNotes: Notes = {
  forms: {
    squareRoot: {
      pairedSigns: 'Take the square roots: each sign of each goes with each sign of the other',
    },
    squarePositive: {
      noRealPair: 'A square is never negative, so there is no real solution',
    },
    substitute: {
      itIntoFirst: 'Substitute it into the first equation',
      itIntoSecond: 'Substitute it into the second equation',
      putBack: 'Put {unknown} = {value} back into {target} = {expression}: {target} = {result}',
    },
    asSquares: {
      squares:
        'Both equations hold {first} and {second} only as {firstSquared} and {secondSquared}: solve them as two linear equations in {firstSquared} and {secondSquared}',
    },
  },
  reasons: {
    asSquares: ['', 'with x² and y² as the unknowns, the equations are linear'],
  },
};
