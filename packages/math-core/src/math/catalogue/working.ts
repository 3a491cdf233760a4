/**
 * The words of working out a calculation step by step (algebra/workOut: the order of operations,
 * fractions over a common denominator, their products and quotients, mixed numbers, percentages,
 * roots with a square factor, a logarithm of a power of its base, a form already simplest), in
 * English: brought by the kinds whose answers are worked out this way (arithmetic, matrices,
 * systems, shapes, logarithms, the kinds that solve with exponentials …) and by the calculators
 * that write their steps with it, so that a solver without them carries none of them.
 */
import type { Notes } from './types';

export const WORKING_NOTES: Notes = {
  forms: {
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
    mixedNumber: {
      toImproper: 'Write the mixed number as an improper fraction',
      toMixed: 'Write the improper fraction as a mixed number',
    },
    percent: {
      outOf: 'Percent means out of 100',
      outOfWorked: 'Percent means out of 100: {work}',
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
    logOfBase: {
      exponentWorked: 'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k): {work}',
    },
    simplifyRoot: {
      squareFactor: 'Take out the largest perfect-square factor',
      squareFactorWorked: 'Take out the largest perfect-square factor: {work}',
      rootOfProduct: 'The root of a product is the product of the roots: √(ab) = √a × √b',
      perfectSquare: 'Take the square root of the perfect square',
      perfectSquareWorked: 'Take the square root of the perfect square: {work}',
    },
    reduce: {
      greatestFactor:
        'Reduce the fraction: divide the top and the bottom by their greatest common factor',
    },
    simplest: {
      alreadySimplest: 'This is already in its simplest form',
    },
  },
  reasons: {
    logOfBase: ['', 'log_b(bᵏ) = k: a logarithm is the power its base is raised to'],
    operations: [
      'Order of operations',
      'the innermost operations come first: brackets, powers, × and ÷, then + and −',
    ],
    mixedNumber: [
      '',
      'an improper fraction is the whole number of times its bottom goes into its top, plus the proper fraction left over',
    ],
    equivalent: [
      '',
      'multiplying the top and the bottom by the same nonzero factor keeps a fraction’s value',
    ],
    addFractions: ['', 'fractions over the same denominator add by adding their numerators'],
    multiplyFractions: ['', 'a/b × c/d = ac/(bd), and dividing by c/d is multiplying by d/c'],
    simplest: ['', 'no common factor or square factor is left to take out'],
  },
};
