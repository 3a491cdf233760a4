/**
 * The words of the steps that many solvers may write, in English: the forms of note of the rules
 * several kinds share (on both sides, scale, expand …), those written below the solver that many
 * kinds reach (factoring, as far as a quadratic takes it), and the name and why of the rules the
 * engine and the equations of degree at most 2 apply (./reasons). Words only some kinds write are
 * tables of their own, brought by those kinds: factoring a polynomial of degree 3 or more
 * (`FACTORING_NOTES` below), working out a calculation (./working), powers, roots and logarithms
 * (./powers),
 * denominators (./denominators), the moves of other equations, inequalities and systems (./moves),
 * differentiation (./derivatives), statistics (./statistics) and trigonometric identities
 * (./trig-identities). A solver looks a step's words up in these and in the notes its kinds
 * brought.
 */
import { COMMON_REASONS } from './reasons';
import type { Notes } from './types';

export const COMMON_NOTES: Notes = {
  // A result's method may be several, each said by its own id: "product rule, chain rule".
  terms: {
    method: {
      methodsAnd: '{first} and {rest}',
      methodsComma: '{first}, {rest}',
      methodsThen: '{first}, then {rest}',
    },
  },
  forms: {
    sides: {
      subtract: 'Subtract {subtract} from both sides',
      add: 'Add {add} to both sides',
      isolateSquare: 'Isolate the square',
      solveFirstFor: 'Solve the first equation for {unknown}',
      solveSecondFor: 'Solve the second equation for {unknown}',
    },
    scale: {
      multiply: 'Multiply both sides by {multiply}',
      divide: 'Divide both sides by {divide}',
      clearOne: 'Multiply both sides by {lcd} to clear the fraction',
      denominator: 'Multiply both sides by the denominator',
    },
    moveAll: {
      left: 'Move every term to the left side',
    },
    alone: {
      alone: '{unknown} is already alone on one side',
      noneInSecond: 'The second equation has no {unknown}',
    },
    expand: {
      expand: 'Expand brackets and collect like terms',
      collect: 'Collect like terms',
      brackets: 'Expand brackets',
      each: 'Simplify each side',
    },
    check: {
      within: 'The solutions with {interval}',
      noneIn: 'No solution lies in {interval}',
    },
    zeroProduct: {
      zero: 'A product is 0 when one of its factors is 0',
    },
    commonFactor: {
      bracket: 'Take out the common bracket ({bracket})',
      factor: 'Take out the common factor {factor}',
    },
    sumProduct: {
      pair: 'Two numbers that multiply to {product} and add to {sum}: {m} and {n}',
    },
    acMethod: {
      split:
        'ac = {a} · {c} = {ac}; two numbers that multiply to {ac} and add to {b}: {m} and {n}. Split the middle term',
      splitNegative:
        'ac = {a} · ({c}) = {ac}; two numbers that multiply to {ac} and add to {b}: {m} and {n}. Split the middle term',
    },
    grouping: {
      pairs: 'Group in pairs and take out the common factor of each pair',
    },
    squareTrinomial: {
      plus: 'A perfect-square trinomial: a² + 2ab + b² = (a + b)², with a = {a} and b = {b}',
      minus: 'A perfect-square trinomial: a² − 2ab + b² = (a − b)², with a = {a} and b = {b}',
    },
    squares: {
      squares: 'A difference of squares: a² − b² = (a − b)(a + b), with a = {a} and b = {b}',
    },
    irreducible: {
      negative:
        '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is negative',
      notSquare:
        '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is not a perfect square',
    },
    completeSquare: {
      half: 'Add the square of half the coefficient of {unknown}, ({half})² = {square}, to both sides',
    },
    squareRoot: {
      both: 'Take the square root of both sides: there is a positive and a negative root',
    },
    reduce: {
      common: 'Divide the top and the bottom by {common}',
    },
    decimals: {
      large:
        'The square root is too large to simplify, so the solutions are given as decimals, each the nearest double-precision number to the exact root',
    },
    rounded: {
      digits: 'This has no simpler exact form; its value to {digits} significant digits',
    },
  },
  reasons: COMMON_REASONS,
};

/**
 * The words of the factoring steps that only a polynomial of degree 3 or more takes, in English: a
 * sum or difference of cubes, four terms grouped, the rational root theorem with synthetic
 * division, a quadratic factor, and why a cubic or a larger polynomial does not factor (forms of
 * note, and the name and why of the rules no other step applies). The kinds that factor such a
 * polynomial bring them (the factor kind, and those that solve with
 * ../../solve/methods/higher-degree); the words of factoring as far as a quadratic takes it are
 * in COMMON_NOTES. A table of its own, kept here beside them, so that a solver of quadratics does
 * not carry it.
 */
export const FACTORING_NOTES: Notes = {
  forms: {
    grouping: {
      firstTwo:
        'Group the first two terms and the last two, and take out the common factor of each pair',
    },
    cubes: {
      sum: 'A sum of cubes: a³ + b³ = (a + b)(a² − ab + b²), with a = {a} and b = {b}',
      difference:
        'A difference of cubes: a³ − b³ = (a − b)(a² + ab + b²), with a = {a} and b = {b}',
    },
    rationalRoot: {
      root: 'Rational root theorem: a rational root is ±p/q with p dividing {constant} and q dividing {leading} ({candidates}). Trying them, {unknown} = {root} gives 0, so {factor} is a factor',
      rootMany:
        'Rational root theorem: a rational root is ±p/q with p dividing {constant} and q dividing {leading} ({candidates}, …). Trying them, {unknown} = {root} gives 0, so {factor} is a factor',
    },
    synthetic: {
      division: 'Synthetic division of {coefficients} by {root}: bottom row {bottom}, remainder 0',
    },
    irreducible: {
      cubic:
        '{polynomial} cannot be factored over the rational numbers: it has no rational roots, and a cubic that factors has a factor of degree 1',
      noSmall:
        '{polynomial} cannot be factored over the rational numbers: it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need',
    },
    divides: {
      divides: 'There are no rational roots, but {factor} divides it with no remainder',
    },
  },
  reasons: {
    cubes: ['Sum or difference of cubes', 'multiplying out (a ± b)(a² ∓ ab + b²) gives a³ ± b³'],
    rationalRoot: [
      'Rational root theorem',
      'a root p/q in lowest terms has p dividing the constant and q the leading coefficient; a root r gives a factor x − r',
    ],
    synthetic: [
      'Synthetic division',
      'dividing by x − r for a root r leaves the other factor and remainder 0',
    ],
    divides: ['', 'a divisor that leaves remainder 0 is a factor'],
  },
};
