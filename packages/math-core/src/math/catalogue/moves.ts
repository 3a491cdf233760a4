/**
 * The words of the moves that equations in one unknown of degree at most 2 never make, in English:
 * swapping the sides, an inequality scaled, an equation solved for an unknown or a value
 * substituted, the overlap of two conditions, the pieces and sign of an absolute value, the primes
 * of a whole number, the range of sin and cos, a line's slope and a parabola's vertex. Brought by
 * the kinds that make them, so that a solver of linear and quadratic equations carries none of
 * them.
 */
import type { Notes } from './types';

export const MOVE_NOTES: Notes = {
  forms: {
    swap: {
      sides: 'Swap the sides',
    },
    ineqScale: {
      divide: 'Divide both sides by {divide}',
      divideFlip:
        'Divide both sides by {divide}; dividing by a negative number flips the inequality: {was} becomes {now}',
    },
    solveFor: {
      for: 'Solve for {unknown}',
    },
    substitute: {
      intoFirst: 'Substitute {unknown} = {value} into the first equation',
      integrand: 'So the integrand is',
    },
  },
  reasons: {
    swap: ['', 'a = b and b = a say the same thing'],
    ineqScale: [
      '',
      'multiplying by a positive number keeps an inequality; by a negative one reverses it',
    ],
    solveFor: [
      '',
      'undoing what was done to the unknown, last operation first, the same on both sides, leaves it alone',
    ],
    substitute: [
      'Substitution',
      'a value can replace its unknown anywhere: equals can replace equals',
    ],
    both: ['Intersection', '"and" means a number must satisfy both, so only the overlap is kept'],
    absPositive: ['', 'an absolute value is a distance, so it is never negative'],
    absPieces: [
      '',
      '|u| is u where u ≥ 0 and −u where u < 0, so between the zeros of u the bars open one way',
    ],
    primes: ['Prime factorization', 'every whole number above 1 is one product of primes'],
    trigRange: [
      '',
      'sin and cos are the coordinates of a point on the unit circle, between −1 and 1',
    ],
    slope: ['', 'in y = mx + b, y rises by m for each 1 across and is b at x = 0'],
    vertex: ['', 'a parabola is symmetric about x = −b/(2a), so its vertex is on that line'],
  },
};
