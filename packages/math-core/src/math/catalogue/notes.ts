/**
 * The notes of the solver's steps, in English: for each rule, the forms its note takes, each a
 * template whose {names} are the step's parameters (a number or a tree, shown as typed). A step
 * picks a form by name, or by the parameters it gives ("Subtract {subtract} from both sides" for
 * `{ subtract: 3 }`). With the reasons (./reasons) this is all the English of the solver's steps.
 */
import type { REASONS } from './reasons';

export const NOTES = {
  sides: {
    subtract: 'Subtract {subtract} from both sides',
    add: 'Add {add} to both sides',
  },
  scale: {
    multiply: 'Multiply both sides by {multiply}',
    divide: 'Divide both sides by {divide}',
  },
  moveAll: { left: 'Move every term to the left side' },
  alone: { alone: '{unknown} is already alone on one side' },
  expand: {
    expand: 'Expand brackets and collect like terms',
    collect: 'Collect like terms',
    brackets: 'Expand brackets',
  },
  zeroProduct: { zero: 'A product is 0 when one of its factors is 0' },
  solveEach: { each: 'Solve each equation' },
  discriminant: {
    discriminant: 'The discriminant b² − 4ac',
    factors: 'The discriminant b² − 4ac is a perfect square, so the quadratic factors',
  },
  noRealRoot: { negative: 'The discriminant b² − 4ac is negative, so there are no real solutions' },
  formula: { formula: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a)' },
  simplifyRoot: { root: 'Simplify the square root: √{radicand} = {root}' },
  reduce: { common: 'Divide the top and the bottom by {common}' },
  plusMinus: { both: 'Work out the − sign and the + sign' },
  doubleRoot: { one: '√0 = 0, so both signs give the one solution' },
  squareRoot: {
    both: 'Take the square root of both sides: there is a positive and a negative root',
  },
  squareZero: {
    root: 'Take the square root',
    of: 'Take the square root: {base} = 0',
  },
  squarePositive: {
    square: 'A square is never negative, so {square} = {value} has no real solutions',
  },
  completeSquare: {
    half: 'Add the square of half the coefficient of {unknown}, ({half})² = {square}, to both sides',
  },
  squareTrinomial: {
    zero: 'The discriminant is 0: the quadratic is a perfect square',
    left: 'Write the left side as a square',
  },
} as const satisfies Partial<Record<keyof typeof REASONS, Readonly<Record<string, string>>>>;
