/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const tangentNotes: Notes = {
  forms: {
    sides: {
      tangentSlopeForm: 'Write it as y = mx + c',
    },
    substitute: {
      tangentPoint: 'The point on the curve: put {unknown} = {value} into the function',
    },
    tangentSlope: {
      derivativeThere: 'The slope of the curve at {unknown} = {value} is the derivative there',
    },
    perpendicular: {
      normalVertical:
        'The tangent is flat, so the normal, perpendicular to it, is the vertical line through the point',
      normalSlope: 'The normal is perpendicular to the tangent: its slope is −1 over the tangent’s',
    },
    pointSlope: {
      through: 'The line through {point} with slope {slope}: y − y₁ = m({unknown} − {unknown}₁)',
    },
  },
  reasons: {
    tangentSlope: [
      'Slope of a tangent',
      'the derivative at a point is the slope of the curve there, and the tangent has the same slope',
    ],
    perpendicular: [
      'Perpendicular slopes',
      'turning a line a quarter turn swaps its rise and run and changes a sign, so perpendicular slopes multiply to −1',
    ],
    pointSlope: [
      'Point-slope form',
      'a line with slope m through (x₁, y₁) rises m(x − x₁) from y₁ between x₁ and x',
    ],
  },
};
