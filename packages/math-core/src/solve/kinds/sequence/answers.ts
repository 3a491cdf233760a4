/**
 * The English words of the answers a sequence gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const SEQUENCE_ANSWERS = {
  noSumToInfinity: 'No sum to infinity',
} as const satisfies KindAnswers;
