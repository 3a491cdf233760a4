/**
 * The English words of the answers statistics gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const STATISTICS_ANSWERS = {
  noMode: 'No mode',
  // Values side by side (several modes; σ and s): the first and the list of the rest, since a
  // language with a decimal comma puts a semicolon between them.
  valueList: '{first}, {rest}',
} as const satisfies KindAnswers;
