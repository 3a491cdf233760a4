/**
 * The English words of the answers a completed square gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const COMPLETED_SQUARE_ANSWERS = {
  completedSquare: '{completed}: vertex {vertex}, axis of symmetry {axis}',
  axisThrough: '{axis}, through the vertex {vertex}',
  vertexMinimum: '{vertex}, a minimum value {value}; axis of symmetry {axis}',
  vertexMaximum: '{vertex}, a maximum value {value}; axis of symmetry {axis}',
} as const satisfies KindAnswers;
