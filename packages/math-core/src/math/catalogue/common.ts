/**
 * The words of the steps that many solvers may write, in English: the forms of note of the rules
 * several kinds share (on both sides, scale, expand …), those written below the solver that many
 * kinds reach (factoring, working out, fractions), and the name and why of every rule more than
 * one kind applies (./reasons). The words of differentiation (./derivatives), of statistics
 * (./statistics) and of trigonometric identities (./trig-identities) are tables of their own,
 * brought by the kinds that write them. A solver looks a step's words up in these and in the
 * notes its kinds brought.
 */
import { COMMON_REASONS } from './reasons';
import type { Notes } from './types';

export const COMMON_NOTES: Notes = {
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
    swap: {
      sides: 'Swap the sides',
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
    ineqScale: {
      divide: 'Divide both sides by {divide}',
      divideFlip:
        'Divide both sides by {divide}; dividing by a negative number flips the inequality: {was} becomes {now}',
    },
    zeroProduct: {
      zero: 'A product is 0 when one of its factors is 0',
    },
    solveFor: {
      for: 'Solve for {unknown}',
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
      firstTwo:
        'Group the first two terms and the last two, and take out the common factor of each pair',
    },
    squareTrinomial: {
      plus: 'A perfect-square trinomial: a² + 2ab + b² = (a + b)², with a = {a} and b = {b}',
      minus: 'A perfect-square trinomial: a² − 2ab + b² = (a − b)², with a = {a} and b = {b}',
    },
    squares: {
      squares: 'A difference of squares: a² − b² = (a − b)(a + b), with a = {a} and b = {b}',
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
      negative:
        '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is negative',
      notSquare:
        '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is not a perfect square',
      cubic:
        '{polynomial} cannot be factored over the rational numbers: it has no rational roots, and a cubic that factors has a factor of degree 1',
      noSmall:
        '{polynomial} cannot be factored over the rational numbers: it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need',
    },
    divides: {
      divides: 'There are no rational roots, but {factor} divides it with no remainder',
    },
    completeSquare: {
      half: 'Add the square of half the coefficient of {unknown}, ({half})² = {square}, to both sides',
    },
    squareRoot: {
      both: 'Take the square root of both sides: there is a positive and a negative root',
    },
    simplifyRoot: {
      squareFactor: 'Take out the largest perfect-square factor',
      squareFactorWorked: 'Take out the largest perfect-square factor: {work}',
      rootOfProduct: 'The root of a product is the product of the roots: √(ab) = √a × √b',
      perfectSquare: 'Take the square root of the perfect square',
      perfectSquareWorked: 'Take the square root of the perfect square: {work}',
    },
    reduce: {
      common: 'Divide the top and the bottom by {common}',
      greatestFactor:
        'Reduce the fraction: divide the top and the bottom by their greatest common factor',
    },
    decimals: {
      large:
        'The square root is too large to simplify, so the solutions are given as decimals, each the nearest double-precision number to the exact root',
    },
    substitute: {
      intoFirst: 'Substitute {unknown} = {value} into the first equation',
      integrand: 'So the integrand is',
    },
    evenPower: {
      power: 'An even power is never negative, so {equation} has no real solutions',
    },
    nthRoot: {
      rootPowerEven:
        'Take the {index}th root of both sides: there is a positive and a negative root',
      rootPowerOdd: 'Take the {index}th root of both sides',
    },
    logOfBase: {
      exponentWorked: 'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k): {work}',
    },
    rounded: {
      digits: 'This has no simpler exact form; its value to {digits} significant digits',
    },
    operations: {
      add: 'Add',
      addWorked: 'Add: {work}',
      subtract: 'Subtract',
      subtractWorked: 'Subtract: {work}',
      multiply: 'Multiply',
      multiplyWorked: 'Multiply: {work}',
      divide: 'Divide',
      divideWorked: 'Divide: {work}',
      power: 'Work out the power',
      powerWorked: 'Work out the power: {work}',
      root: 'Work out the root',
      rootWorked: 'Work out the root: {work}',
      decimal: 'Write the decimal as a fraction',
      decimalWorked: 'Write the decimal as a fraction: {work}',
      surdsAdd: 'Collect like surds: add the numbers in front',
      surdsAddWorked: 'Collect like surds: add the numbers in front: {work}',
      surdsSubtract: 'Collect like surds: subtract the numbers in front',
      surdsSubtractWorked: 'Collect like surds: subtract the numbers in front: {work}',
      termsAdd: 'Collect like terms: add the numbers in front',
      termsAddWorked: 'Collect like terms: add the numbers in front: {work}',
      termsSubtract: 'Collect like terms: subtract the numbers in front',
      termsSubtractWorked: 'Collect like terms: subtract the numbers in front: {work}',
      smallFactorial: '0! = 1 and 1! = 1: there is one way to arrange no thing or one',
      smallFactorialWorked:
        '0! = 1 and 1! = 1: there is one way to arrange no thing or one: {work}',
      factorial: 'A factorial multiplies the whole numbers from 1 up to it',
      factorialWorked: 'A factorial multiplies the whole numbers from 1 up to it: {work}',
      choose: 'Choose k of n: C(n, k) = n!/(k!(n − k)!), with the larger factorial cancelled',
      chooseWorked:
        'Choose k of n: C(n, k) = n!/(k!(n − k)!), with the larger factorial cancelled: {work}',
      minus: 'Write the minus sign in front',
      minusWorked: 'Write the minus sign in front: {work}',
      absolute: 'The absolute value of a number is its distance from 0',
      absoluteWorked: 'The absolute value of a number is its distance from 0: {work}',
      other: 'Work out',
      otherWorked: 'Work out: {work}',
      eToLn: 'e to a power undoes ln: e^(k·ln(a)) = aᵏ',
      zeroPower: 'Any number other than 0 to the power 0 is 1',
      byReciprocal: 'Dividing by {divisor} is multiplying by its reciprocal, {reciprocal}',
      simplify: 'Simplify',
      innermostFirst: 'Work out the operations, innermost first',
    },
    simplest: {
      alreadySimplest: 'This is already in its simplest form',
    },
    mixedNumber: {
      toImproper: 'Write the mixed number as an improper fraction',
      toMixed: 'Write the improper fraction as a mixed number',
    },
    percent: {
      outOf: 'Percent means out of 100',
      outOfWorked: 'Percent means out of 100: {work}',
    },
    noDivideByZero: {
      equationExcluded: 'A denominator cannot be 0, so {excluded}',
      inequalityNever:
        'It is undefined where a denominator is 0: these points are never in the answer',
    },
    equivalent: {
      overDenominator: 'Write both numbers as fractions over the denominator {denominator}',
      lcdOfBoth:
        'The least common denominator of {first} and {second} is {lcd}: write each fraction over {lcd}',
    },
    addFractions: {
      addNumerators: 'Add the numerators over the common denominator',
      addNumeratorsReduced:
        'Add the numerators over the common denominator, then reduce the fraction',
      subtractNumerators: 'Subtract the numerators over the common denominator',
      subtractNumeratorsReduced:
        'Subtract the numerators over the common denominator, then reduce the fraction',
    },
    multiplyFractions: {
      across: 'Multiply the numerators together and the denominators together',
      products: 'Work out the products and reduce the fraction',
    },
  },
  reasons: COMMON_REASONS,
};
