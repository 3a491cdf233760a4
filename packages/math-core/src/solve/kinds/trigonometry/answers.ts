/**
 * The English words of the answers a trigonometric equation gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const TRIGONOMETRY_ANSWERS = {
  turn: '{solutions} in {turn}; every solution: {general}',
  periodic: '{turn}, k any integer',
  periodicBoth: '{degrees}, k any integer; in radians: {radians}',
} as const satisfies KindAnswers;
