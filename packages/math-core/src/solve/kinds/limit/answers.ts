/**
 * The English words of the answer that a limit does not exist, with the reason, by id (templates of
 * their parameters, as the catalogue's common ones are): they come with the kind, so a solver
 * without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const LIMIT_ANSWERS = {
  noLimit: 'The limit does not exist: {reason}',
  sidesDiffer: 'the function tends to {left} from the left and to {right} from the right',
  sweepsFar: '{function} keeps taking every value between −1 and 1, however far out x goes',
  sweepsNear:
    '{function} keeps taking every value between −1 and 1, however close x comes to the point',
  onlyRight:
    '{function} is defined only to the right of the point, where it tends to −∞ (the limit from the right is −∞)',
  onlyLeft:
    '{function} is defined only to the left of the point, where it tends to −∞ (the limit from the left is −∞)',
} as const satisfies KindAnswers;
