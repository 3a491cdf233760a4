/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const radicalNotes: Notes = {
  forms: {
    sides: {
      radicalIsolate: 'Isolate the square root',
      radicalIsolateRoot: 'Isolate {root}',
    },
    noRealRoot: {
      radicalRadicand:
        '{solution} does not check: {radicand} is negative there, and a square root of a negative number is not a real number',
      radicalNotReal:
        '{solution} does not check: a square root of a negative number is not a real number',
    },
    rootPositive: {
      radicalNever: 'A square root is never negative, so {equation} has no solution',
      radicalWouldBe: '{solution} does not check: {root} would equal {value}, which is negative',
      rootPowerNever: '{root} is never negative, so {equation} has no solution',
    },
    squareBoth: {
      radical: 'Square both sides (this can bring in solutions that do not check)',
    },
    raise: {
      rootPowerSquare: 'Raise both sides to the power 2 (square them)',
      rootPowerCube: 'Raise both sides to the power 3 (cube them)',
      rootPowerAny: 'Raise both sides to the power {power}',
    },
    check: {
      radicalSquares:
        '{solution} checks: it makes the squares equal, and {root} = {value} is not negative',
      radicalHolds: '{solution} checks: {left} and {right}',
      radicalFails: '{solution} does not check: {left} but {right}',
      rootPowerBoth: 'Check {solution} in the equation: both sides are {both}',
    },
    reciprocal: {
      rootPowerNegative:
        'A negative power is one over the power: take the reciprocal of both sides',
    },
    fractionalPower: {
      rootPowerOdd:
        'A fractional power is a power of a root: {power} = {root}; an odd root is defined for every real number',
      rootPowerEven: 'A fractional power is a power of a root: {power} = {root}',
    },
    evenPower: {
      rootPowerNever: 'An even power is never negative, so {equation} has no solution',
    },
    nthRoot: {
      rootPowerSquare:
        'Take the square root of both sides: there is a positive and a negative root',
      rootPowerCube: 'Take the cube root of both sides',
      rootPowerCase: 'Case {case}: {equation}',
    },
    positivePower: {
      rootPowerNotZero: '{power} is never 0',
    },
  },
  reasons: {
    squareBoth: [
      '',
      'equal numbers have equal squares, but opposite numbers do too: answers must be checked',
    ],
    fractionalPower: ['', 'x^(p/q) is the qth root of xᵖ'],
  },
};
