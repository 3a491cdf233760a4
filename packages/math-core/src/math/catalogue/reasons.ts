/**
 * The name and why of every rule that more than one kind applies, or that is applied below the
 * solver, in English: its name (a heading such as "Zero-product property", or '' for a rule a step
 * names by its note) and why it holds, the general law in a student's words, specific to that rule.
 * A rule only one kind applies has its name and why in that kind's notes.
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
  swap: ['', 'a = b and b = a say the same thing'],
  alone: ['', 'with the unknown alone on one side, the other side is its value'],
  cancelled: ['', 'once the unknown cancels, what is left is true for every value or for none'],
  expand: ['', 'multiplying out brackets and adding like terms changes the form, not the value'],
  ineqScale: [
    '',
    'multiplying by a positive number keeps an inequality; by a negative one reverses it',
  ],
  both: ['Intersection', '"and" means a number must satisfy both, so only the overlap is kept'],
  fractionZero: ['', 'a fraction is 0 only when its top is 0'],
  zeroProduct: ['Zero-product property', 'a product is 0 only when one of its factors is 0'],
  solveEach: ['', 'each equation is linear: undo what is done to the unknown, on both sides'],
  solveFor: [
    '',
    'undoing what was done to the unknown, last operation first, the same on both sides, leaves it alone',
  ],
  commonFactor: ['Common factor', 'the distributive law ab + ac = a(b + c), read backwards'],
  sumProduct: ['Sum and product', '(x + p)(x + q) = x² + (p + q)x + pq'],
  acMethod: ['ac method', 'splitting the middle term this way lets the terms be grouped in pairs'],
  grouping: [
    'Grouping',
    'each pair has a common factor, and the bracket left is then common to both',
  ],
  squareTrinomial: ['Perfect square', '(a ± b)² = a² ± 2ab + b²'],
  squares: ['Difference of squares', '(a − b)(a + b) = a² − b²'],
  cubes: ['Sum or difference of cubes', 'multiplying out (a ± b)(a² ∓ ab + b²) gives a³ ± b³'],
  rationalRoot: [
    'Rational root theorem',
    'a root p/q in lowest terms has p dividing the constant and q the leading coefficient; a root r gives a factor x − r',
  ],
  synthetic: [
    'Synthetic division',
    'dividing by x − r for a root r leaves the other factor and remainder 0',
  ],
  irreducible: [
    '',
    'a factor with rational coefficients would give a rational root, and there is none',
  ],
  divides: ['', 'a divisor that leaves remainder 0 is a factor'],
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
  substitute: [
    'Substitution',
    'a value can replace its unknown anywhere: equals can replace equals',
  ],
  absPositive: ['', 'an absolute value is a distance, so it is never negative'],
  absPieces: [
    '',
    '|u| is u where u ≥ 0 and −u where u < 0, so between the zeros of u the bars open one way',
  ],
  rootPositive: ['', 'a square root is never negative'],
  raise: ['', 'equal numbers raised to the same power are equal'],
  check: ['Check', 'only a value that makes the original equation true is a solution'],
  reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, and equal numbers have equal reciprocals'],
  evenPower: ['', 'an even power of a real number is never negative'],
  nthRoot: [
    '',
    'an odd power has one real nth root; an even power has two, one positive, one negative',
  ],
  asPower: ['', 'writing a number as a power of the base changes its form, not its value'],
  takeLog: ['', 'equal positive numbers have equal logarithms, and log(aᵘ) = u·log(a)'],
  exponentZero: ['', 'a positive base other than 1 gives 1 only at the power 0'],
  logDefinition: ['Definition of the logarithm', 'log_b(a) = k means bᵏ = a'],
  logDefined: ['', 'a logarithm is defined only for positive numbers'],
  rounded: ['', 'the exact value has no simpler form, so it is rounded'],
  simplest: ['', 'no common factor or square factor is left to take out'],
  percent: ['', 'per cent means per hundred: p% = p/100'],
  primes: ['Prime factorization', 'every whole number above 1 is one product of primes'],
  degrees: ['', 'far out, the highest powers of the top and the bottom decide the limit'],
  trigRange: [
    '',
    'sin and cos are the coordinates of a point on the unit circle, between −1 and 1',
  ],
  slope: ['', 'in y = mx + b, y rises by m for each 1 across and is b at x = 0'],
  vertex: ['', 'a parabola is symmetric about x = −b/(2a), so its vertex is on that line'],
  noDivideByZero: ['', 'division by 0 is undefined'],
  cancelFactor: ['', 'a common factor of the top and the bottom cancels: ak/bk = a/b for k ≠ 0'],
  asymptote: ['', 'near a zero of the denominator alone, the quotient grows without bound'],
  longDivision: ['Long division', 'dividend = divisor × quotient + remainder at every stage'],
  lcd: ['', 'a fraction times a multiple of its denominator is a whole expression'],
  conditions: ['', 'division by 0 and square roots of negative numbers are undefined'],
};
