/**
 * The words of a system of equations found to have no solution, in English: a contradiction such
 * as 0 = 5 reached by eliminating an unknown. The system and matrix kinds both reach it, and each
 * brings these notes (the matrix kind's own form of it, a false row, is in its notes).
 */
import type { Notes } from '../../math/catalogue/types';

export const eliminationNotes: Notes = {
  forms: {
    contradiction: {
      givesFalseDivided:
        'Eliminate {unknown}: {how}, divided by {divisor}, gives 0 = {value}, which is false, so there is no solution',
      parallelNoneInFirst:
        'The first equation has no {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
      parallelNoneInSecond:
        'The second equation has no {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    },
  },
  reasons: {
    contradiction: ['', 'a false statement such as 0 = 5 means no values make every equation true'],
  },
};
