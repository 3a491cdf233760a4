/**
 * The words of the steps that ./inequality.ts writes, in English, for every kind solved with it
 * (inequalities and absolute values): each rule's forms of note and, for a rule only these kinds
 * apply (on both sides of an inequality, the smaller number first, the sign chart), its name and
 * why it holds (see ../../math/catalogue).
 */
import type { Notes } from '../../math/catalogue/types';

export const inequalityMethodNotes: Notes = {
  // The methods a result solved this way names (`SolveResult.method`).
  terms: {
    method: {
      linearInequality: 'linear inequality',
      linearInequalityRight: 'linear inequality, {x} on the right',
      signAnalysis: 'sign analysis',
      compoundInequality: 'compound inequality',
    },
  },
  forms: {
    cancelled: {
      ineqTrue: '{inequality} is true whatever {unknown} is, so every number is a solution',
      ineqFalse: '{inequality} is false whatever {unknown} is, so there is no solution',
      ineqSubtractTrue:
        'Subtract {subtract} from both sides: {inequality} is true whatever {unknown} is, so every number is a solution',
      ineqSubtractFalse:
        'Subtract {subtract} from both sides: {inequality} is false whatever {unknown} is, so there is no solution',
      ineqAddTrue:
        'Add {add} to both sides: {inequality} is true whatever {unknown} is, so every number is a solution',
      ineqAddFalse:
        'Add {add} to both sides: {inequality} is false whatever {unknown} is, so there is no solution',
      ineqExpandTrue:
        'Expand brackets and collect like terms: {inequality} is true whatever {unknown} is, so every number is a solution',
      ineqExpandFalse:
        'Expand brackets and collect like terms: {inequality} is false whatever {unknown} is, so there is no solution',
    },
    ineqSides: {
      subtract: 'Subtract {subtract} from both sides',
      add: 'Add {add} to both sides',
      subtractAll: 'Subtract {subtract} from all three parts',
      addAll: 'Add {add} to all three parts',
      left: 'Move every term to the left side',
    },
    ineqScale: {
      clear: 'Multiply both sides by {lcd} to clear the fractions',
      clearAll: 'Multiply all three parts by {lcd} to clear the fractions',
      multiply: 'Multiply both sides by {multiply}',
      multiplyFlip:
        'Multiply both sides by {multiply}; multiplying by a negative number flips the inequality: {was} becomes {now}',
      divideAll: 'Divide all three parts by {divide}',
      divideAllFlip:
        'Divide all three parts by {divide}; dividing by a negative number flips both signs: {was} becomes {now}',
      divideAllFlipTwo:
        'Divide all three parts by {divide}; dividing by a negative number flips both signs: {was} becomes {now} and {was2} becomes {now2}',
    },
    order: {
      smaller: 'Write it with the smaller number first',
      read: 'Read it from {unknown}',
    },
    empty: {
      equal: 'The two ends are equal and not both included, so there is no solution',
      aboveBelow: 'No number is both above {low} and below {high}, so there is no solution',
      aboveAtMost: 'No number is both above {low} and at most {high}, so there is no solution',
      atLeastBelow: 'No number is both at least {low} and below {high}, so there is no solution',
      atLeastAtMost: 'No number is both at least {low} and at most {high}, so there is no solution',
    },
    squeeze: {
      only: 'The only number left is {value}',
    },
    signChange: {
      boundary: 'Find where {expression} = 0: the boundary points',
    },
    signTest: {
      neverPositive: '{expression} is never positive, so {inequality} has no solution',
      neverPositiveOrZero: '{expression} is never positive or 0, so {inequality} has no solution',
      chartP:
        '{expression} is never 0, so it has one sign for every {unknown}: test {unknown} = {test1}: {expression} is positive',
      chartPP:
        'Sign of {expression} on each interval, from a test point in each: positive for {region1} ({unknown} = {test1}); positive for {region2} ({unknown} = {test2})',
      chartPNP:
        'Sign of {expression} on each interval, from a test point in each: positive for {region1} ({unknown} = {test1}); negative for {region2} ({unknown} = {test2}); positive for {region3} ({unknown} = {test3})',
      neverNegative: '{expression} is never negative, so {inequality} has no solution',
      neverNegativeOrZero: '{expression} is never negative or 0, so {inequality} has no solution',
      every: '{inequality} for every {unknown}, so every number is a solution',
      wherePositive: '{inequality} where {expression} is positive',
      wherePositiveOrZero: '{inequality} where {expression} is positive or 0',
      whereNegative: '{inequality} where {expression} is negative',
      whereNegativeOrZero: '{inequality} where {expression} is negative or 0',
    },
  },
  reasons: {
    signTest: [
      'Sign chart',
      'between the points where it is 0 or undefined an expression keeps one sign, so one test point decides',
    ],
    order: ['', 'a < x < b and b > x > a say the same thing'],
    ineqSides: ['', 'adding or subtracting the same amount on both sides keeps an inequality true'],
    empty: ['', 'no number is above one end and below a smaller one'],
    squeeze: ['', 'a ≤ x ≤ a leaves only x = a'],
    signChange: ['', 'a polynomial can change sign only where it is 0'],
  },
};
