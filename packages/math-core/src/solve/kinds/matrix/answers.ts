/**
 * The English words of the answers a matrix gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const MATRIX_ANSWERS = {
  singular: 'The matrix is singular (its determinant is 0), so it has no inverse',
} as const satisfies KindAnswers;
