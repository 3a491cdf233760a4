/**
 * The words of the steps that ./polynomial.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue).
 */
import type { Notes } from '../../math/catalogue/types';

export const polynomialMethodNotes: Notes = {
  // The methods a result solved this way names (`SolveResult.method`).
  terms: {
    method: {
      linearEquation: 'linear equation',
      squareRoot: 'square root',
      quadraticFormula: 'quadratic formula',
      factoring: 'factoring',
      completingTheSquare: 'completing the square',
    },
  },
  forms: {
    scale: {
      clearOneExpanding: 'Multiply both sides by {lcd} to clear the fraction (expanding brackets)',
      clearEvery:
        'Multiply every term on both sides by {lcd}, the least common denominator, to clear the fractions',
      clearEveryExpanding:
        'Multiply every term on both sides by {lcd}, the least common denominator, to clear the fractions (expanding brackets)',
    },
    cancelled: {
      linearEvery: 'Both sides are equal whatever {unknown} is, so every number is a solution',
      linearNever: '{left} never equals {right}, so there is no solution',
      linearSubtractEvery:
        'Subtract {subtract} from both sides: both sides are equal whatever {unknown} is, so every number is a solution',
      linearSubtractNever:
        'Subtract {subtract} from both sides: {left} never equals {right}, so there is no solution',
      linearAddEvery:
        'Add {add} to both sides: both sides are equal whatever {unknown} is, so every number is a solution',
      linearAddNever:
        'Add {add} to both sides: {left} never equals {right}, so there is no solution',
      linearExpandEvery:
        'Expand brackets and collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
      linearExpandNever:
        'Expand brackets and collect like terms: {left} never equals {right}, so there is no solution',
      linearBracketsEvery:
        'Expand brackets: both sides are equal whatever {unknown} is, so every number is a solution',
      linearBracketsNever: 'Expand brackets: {left} never equals {right}, so there is no solution',
      linearCollectEvery:
        'Collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
      linearCollectNever:
        'Collect like terms: {left} never equals {right}, so there is no solution',
      linearEachEvery:
        'Simplify each side: both sides are equal whatever {unknown} is, so every number is a solution',
      linearEachNever: 'Simplify each side: {left} never equals {right}, so there is no solution',
      linearSimplifyEvery:
        'Simplify: both sides are equal whatever {unknown} is, so every number is a solution',
      linearSimplifyNever: 'Simplify: {left} never equals {right}, so there is no solution',
    },
    solveEach: {
      each: 'Solve each equation',
    },
    squareTrinomial: {
      zero: 'The discriminant is 0: the quadratic is a perfect square',
      left: 'Write the left side as a square',
    },
    factored: {
      quadratic: 'Factor the quadratic',
    },
    discriminant: {
      discriminant: 'The discriminant b² − 4ac',
      factors: 'The discriminant b² − 4ac is a perfect square, so the quadratic factors',
    },
    noRealRoot: {
      negative: 'The discriminant b² − 4ac is negative, so there are no real solutions',
      factor: '{equation} has no real solutions',
    },
    formula: {
      formula: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a)',
    },
    plusMinus: {
      both: 'Work out the − sign and the + sign',
    },
    doubleRoot: {
      one: '√0 = 0, so both signs give the one solution',
    },
    squareZero: {
      root: 'Take the square root',
      of: 'Take the square root: {base} = 0',
    },
    squarePositive: {
      square: 'A square is never negative, so {square} = {value} has no real solutions',
    },
    simplifyRoot: {
      root: 'Simplify the square root: √{radicand} = {root}',
    },
  },
  reasons: {
    discriminant: [
      'Discriminant',
      'b² − 4ac is under the root in the quadratic formula: it decides what the roots are',
    ],
    plusMinus: ['', '± stands for two numbers, one with + and one with −'],
    doubleRoot: ['', 'adding or taking away 0 gives the same number, so there is one root'],
    squareZero: ['', 'a square is 0 only when what is squared is 0'],
  },
};
