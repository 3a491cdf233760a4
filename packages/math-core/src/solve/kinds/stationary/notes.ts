/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const stationaryNotes: Notes = {
  forms: {
    substitute: {
      stationaryPut: 'Put {unknown} = {value} into the function',
    },
    stationary: {
      flat: 'At a stationary point the tangent is flat: the derivative is 0',
      none: 'The derivative is never 0, so there are no stationary points',
    },
    derivativeSign: {
      rises:
        'Test {unknown} = {value}: the derivative is positive, so the function increases for {where}',
      falls:
        'Test {unknown} = {value}: the derivative is negative, so the function decreases for {where}',
      risesAll:
        'Test {unknown} = {value}: the derivative is positive, so the function increases for every {unknown}',
      fallsAll:
        'Test {unknown} = {value}: the derivative is negative, so the function decreases for every {unknown}',
    },
    firstDerivativeTest: {
      maximum: 'The derivative changes from + to − at {unknown} = {value}: a local maximum',
      minimum: 'The derivative changes from − to + at {unknown} = {value}: a local minimum',
      inflection:
        'The derivative has the same sign on both sides of {unknown} = {value}: a stationary point of inflection',
    },
  },
  reasons: {
    stationary: [
      'Stationary point',
      'the derivative is the slope of the tangent, and at a stationary point the tangent is flat',
    ],
    derivativeSign: [
      '',
      'where the derivative is positive the graph rises, where it is negative it falls; it can change sign only where it is 0',
    ],
    firstDerivativeTest: [
      'First derivative test',
      'rising then falling makes a local maximum, falling then rising a local minimum, and no change of direction a point of inflection',
    ],
  },
};
