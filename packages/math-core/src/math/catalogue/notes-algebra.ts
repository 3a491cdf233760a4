import type { NoteTable } from './notes';

/** The notes of the steps for inequalities, polynomials, rational expressions and equations, completing the square, factoring, rearranging formulas, integrals and the shared methods (see ./notes for how a note is written). */
export const ALGEBRA_NOTES = {
  cancelled: {
    // A linear equation whose unknown cancels, after what cancelled it (or nothing).
    linearEvery: 'Both sides are equal whatever {unknown} is, so every number is a solution',
    linearNever: '{left} never equals {right}, so there is no solution',
    linearSubtractEvery:
      'Subtract {subtract} from both sides: both sides are equal whatever {unknown} is, so every number is a solution',
    linearSubtractNever:
      'Subtract {subtract} from both sides: {left} never equals {right}, so there is no solution',
    linearAddEvery:
      'Add {add} to both sides: both sides are equal whatever {unknown} is, so every number is a solution',
    linearAddNever: 'Add {add} to both sides: {left} never equals {right}, so there is no solution',
    linearExpandEvery:
      'Expand brackets and collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
    linearExpandNever:
      'Expand brackets and collect like terms: {left} never equals {right}, so there is no solution',
    linearBracketsEvery:
      'Expand brackets: both sides are equal whatever {unknown} is, so every number is a solution',
    linearBracketsNever: 'Expand brackets: {left} never equals {right}, so there is no solution',
    linearCollectEvery:
      'Collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
    linearCollectNever: 'Collect like terms: {left} never equals {right}, so there is no solution',
    linearEachEvery:
      'Simplify each side: both sides are equal whatever {unknown} is, so every number is a solution',
    linearEachNever: 'Simplify each side: {left} never equals {right}, so there is no solution',
    linearSimplifyEvery:
      'Simplify: both sides are equal whatever {unknown} is, so every number is a solution',
    linearSimplifyNever: 'Simplify: {left} never equals {right}, so there is no solution',
  },
  imaginary: {
    i: 'Over the complex numbers the square root of a negative number is imaginary (i = √(−1))',
    pure: 'Over the complex numbers the square root of a negative number is imaginary: {unknown} = ±√({square}) = ±{root}',
    shifted:
      'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = {roots}',
    shiftedPure:
      'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = ±{root}',
  },
  formula: {
    complex: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a) gives two complex solutions',
  },
  decimals: {
    large:
      'The square root is too large to simplify, so the solutions are given as decimals, each the nearest double-precision number to the exact root',
  },
  factored: { quadratic: 'Factor the quadratic' },
  numerators: { solve: 'Solve for the numerators' },
} as const satisfies NoteTable;
