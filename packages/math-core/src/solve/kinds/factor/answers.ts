/**
 * The English words of the answers factoring gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const FACTOR_ANSWERS = {
  irreducible: '{polynomial} cannot be factored over the rational numbers',
} as const satisfies KindAnswers;
