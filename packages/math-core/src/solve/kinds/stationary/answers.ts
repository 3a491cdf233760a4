/**
 * The English words of the answers stationary points are given in, by id (templates of their
 * parameters, as the catalogue's common ones are): they come with the kind, so a solver without it
 * carries none. What starts the answer has a capital of its own (Increasing for …; no stationary
 * points), since a template cannot capitalise a parameter.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const STATIONARY_ANSWERS = {
  pointsThenRuns: '{points}; {runs}',
  runsThenPoints: '{runs}; {points}',
  localMaximum: 'local maximum {point}',
  localMinimum: 'local minimum {point}',
  inflectionPoint: 'stationary point of inflection {point}',
  noStationary: 'No stationary points',
  noStationaryAfter: 'no stationary points',
  increasingFor: 'increasing for {where}',
  decreasingFor: 'decreasing for {where}',
  increasingStart: 'Increasing for {where}',
  decreasingStart: 'Decreasing for {where}',
  everyOf: 'every {unknown}',
} as const satisfies KindAnswers;
