/**
 * The English words of the answers an integral gives in words, by id (templates of its parameters,
 * as the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const INTEGRAL_ANSWERS = {
  diverges: 'The integral diverges',
} as const satisfies KindAnswers;
