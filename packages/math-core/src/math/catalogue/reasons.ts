/**
 * The name and why of rules more than one kind applies, or that are applied below the solver, in
 * English: its name (a heading such as "Zero-product property", or '' for a rule a step names by
 * its note) and why it holds, the general law in a student's words, specific to that rule. A rule
 * only one kind applies has its name and why in that kind's notes, and one only some kinds apply in
 * the table of its kind of words that those kinds bring (./common lists them).
 */
import type { Notes } from './types';

export const COMMON_REASONS: Notes['reasons'] = {
  sides: ['', 'adding or subtracting the same amount on both sides keeps an equation true'],
  scale: [
    '',
    'multiplying or dividing both sides by the same nonzero number keeps an equation true',
  ],
  moveAll: [
    '',
    'subtracting the right side from both sides keeps the equation true, with 0 left on the right',
  ],
  alone: ['', 'with the unknown alone on one side, the other side is its value'],
  cancelled: ['', 'once the unknown cancels, what is left is true for every value or for none'],
  expand: ['', 'multiplying out brackets and adding like terms changes the form, not the value'],
  zeroProduct: ['Zero-product property', 'a product is 0 only when one of its factors is 0'],
  solveEach: ['', 'each equation is linear: undo what is done to the unknown, on both sides'],
  commonFactor: ['Common factor', 'the distributive law ab + ac = a(b + c), read backwards'],
  sumProduct: ['Sum and product', '(x + p)(x + q) = x² + (p + q)x + pq'],
  acMethod: ['ac method', 'splitting the middle term this way lets the terms be grouped in pairs'],
  grouping: [
    'Grouping',
    'each pair has a common factor, and the bracket left is then common to both',
  ],
  squareTrinomial: ['Perfect square', '(a ± b)² = a² ± 2ab + b²'],
  squares: ['Difference of squares', '(a − b)(a + b) = a² − b²'],
  irreducible: [
    '',
    'a factor with rational coefficients would give a rational root, and there is none',
  ],
  factored: ['', 'multiplying the factors back gives the expression again'],
  noRealRoot: ['', 'a negative number has no real square root'],
  formula: [
    'Quadratic formula',
    'completing the square on ax² + bx + c = 0 gives x = (−b ± √(b² − 4ac))/(2a)',
  ],
  completeSquare: [
    'Completing the square',
    'x² + bx + (b/2)² = (x + b/2)², and adding (b/2)² to both sides keeps the equation true',
  ],
  squareRoot: [
    'Square root of both sides',
    'if u² = k (k > 0) then u = √k or u = −√k: both square to k',
  ],
  squarePositive: ['', 'a real number squared is never negative'],
  simplifyRoot: ['', '√(a²b) = a√b, since the root of a product is the product of the roots'],
  reduce: ['', 'dividing the top and the bottom by the same number keeps a fraction’s value'],
  decimals: ['', 'the exact root is too long to simplify, so its nearest decimal is given'],
  imaginary: ['', 'with i = √(−1), a negative number −k has the square roots ±i√k'],
  check: ['Check', 'only a value that makes the original equation true is a solution'],
  rounded: ['', 'the exact value has no simpler form, so it is rounded'],
  percent: ['', 'per cent means per hundred: p% = p/100'],
};
