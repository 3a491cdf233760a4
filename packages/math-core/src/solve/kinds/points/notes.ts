/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const pointsNotes: Notes = {
  forms: {
    sides: {
      pointsSolveFor: 'Solve for {unknown}',
    },
    scale: {
      pointsStandard: 'Standard form Ax + By = C: whole numbers with no common factor, A > 0',
    },
    simplifyRoot: {
      pointsPerfect: '{square} is a perfect square',
      pointsMakeSquare:
        'Multiply the top and the bottom by {factor} to make the bottom a perfect square',
      pointsMakeSquareLargest:
        'Multiply the top and the bottom by {factor} to make the bottom a perfect square, then take out the largest perfect square factor, {square}',
      pointsRootBothLargest:
        'Take the square root of the top and the bottom, then take out the largest perfect square factor, {square}',
      pointsLargest: 'Take out the largest perfect square factor, {square}',
    },
    reduce: {
      pointsBy: 'Reduce the fraction: divide the top and the bottom by {divisor}',
      pointsLowest: 'Write the slope as a fraction in lowest terms',
    },
    substitute: {
      pointsFirst: 'Put the first point into y = mx + b to find the y-intercept b',
    },
    slope: {
      pointsSlopeIntercept: 'The line in slope-intercept form, y = mx + b',
    },
    twoPoints: {
      pointsVertical:
        'The change in x is 0, so the slope (the change in y over the change in x) is undefined: the line is vertical',
      pointsSameX: 'Every point of a vertical line has the same x',
      pointsSlope: 'The slope is the change in y over the change in x: m = (y₂ − y₁)/(x₂ − x₁)',
      pointsSimplify: 'Simplify the fraction',
      pointsRoot: 'Take the square root',
      pointsRootBoth: 'Take the square root of the top and the bottom',
    },
    distance: {
      pointsFormula: 'The distance between the points: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
    },
    midpoint: {
      pointsX: 'The midpoint: the average of the x-coordinates',
      pointsY: 'and the average of the y-coordinates',
    },
  },
  reasons: {
    twoPoints: [
      '',
      'a line’s slope is the change in y over the change in x between any two of its points',
    ],
    distance: ['Distance formula', 'by Pythagoras, the distance is √(Δx² + Δy²)'],
    midpoint: [
      'Midpoint',
      'the midpoint is halfway across and halfway up: the mean of each coordinate',
    ],
  },
};
