/**
 * The English words of the answers two points gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const POINTS_ANSWERS = {
  verticalSlope: 'The slope is undefined: the line through the points is vertical, {line}',
} as const satisfies KindAnswers;
