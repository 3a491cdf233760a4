import type { NoteTable } from './notes';

/** The notes of the steps for absolute values, radicals and the reading of a problem (see ./notes for how a note is written). */
export const CASES_NOTES = {
  // Absolute values
  swap: { absLeft: 'Write the absolute value on the left' },
  absCases: {
    absTwo: 'Two cases: what is inside the absolute value is {value} or {opposite}',
    absCase: 'Case {case}: {equation}',
  },
  absPositive: {
    absNoSolution: 'An absolute value is never negative, so {statement} has no solution',
    absEvery: 'An absolute value is never negative, so {statement} for every {unknown}',
    absPositiveExcept: 'An absolute value is positive except where what is inside is 0',
  },
  absZero: {
    absOnlyZero: 'An absolute value is 0 only where what is inside is 0',
    absAtMostZero:
      'An absolute value is never negative, so it is at most 0 only where it is 0: where what is inside is 0',
    absExcept: 'Every {unknown} except where {equation}',
  },
  absWithin: {
    absMeans: '{statement} means {between}: {inside} is within {bound} of 0',
    absCase: 'Case {case}: {statement}',
  },
  absOutside: {
    absMeans: '{statement} means {below} or {above}',
    absCase: 'Case {case}: {statement}',
  },
  absEqual: {
    absTwo:
      'Two absolute values are equal when what is inside them is equal or opposite: two cases',
    absCase: 'Case {case}: {equation}',
    absCaseNone: 'Case {case}: {equation} has no solution',
  },
  absPieces: {
    absBySign:
      '|{inside}| is {inside} where {inside} ≥ 0 and {opposite} where {inside} < 0: two cases',
    absCaseWhere: 'Case {case}, where {part}: {statement}',
    absWholePart: 'Every {unknown} where {part} is a solution',
    absInPart: '{solution} is where {part}: a solution',
    absNotInPart: '{solution} is not where {part}: this case does not give it',
    absNeither: 'Neither case gives a solution',
    absSetInPart: 'Of these, the numbers where {part}',
    absNoneInPart: 'None of these is where {part}',
  },
  rootOfSquare: { absRoot: 'The square root of a square is an absolute value: {root} = {abs}' },
  squareOrder: {
    absBoth:
      'Both sides are absolute values, never negative, so squaring both sides keeps the inequality; and |a|² = a²',
  },
  both: { absBoth: 'Both must hold: the numbers in both cases' },
  either: { absEither: 'Either case: the numbers in one case or the other' },
  // Square roots
  sides: {
    radicalIsolate: 'Isolate the square root',
    radicalIsolateRoot: 'Isolate {root}',
  },
  squareBoth: { radical: 'Square both sides (this can bring in solutions that do not check)' },
  rootPositive: {
    radicalNever: 'A square root is never negative, so {equation} has no solution',
    radicalWouldBe: '{solution} does not check: {root} would equal {value}, which is negative',
    rootPowerNever: '{root} is never negative, so {equation} has no solution',
  },
  noRealRoot: {
    radicalRadicand:
      '{solution} does not check: {radicand} is negative there, and a square root of a negative number is not a real number',
    radicalNotReal:
      '{solution} does not check: a square root of a negative number is not a real number',
  },
  check: {
    radicalSquares:
      '{solution} checks: it makes the squares equal, and {root} = {value} is not negative',
    radicalHolds: '{solution} checks: {left} and {right}',
    radicalFails: '{solution} does not check: {left} but {right}',
    rootPowerBoth: 'Check {solution} in the equation: both sides are {both}',
  },
  // Roots of index 3 or more, and fractional powers
  positivePower: { rootPowerNotZero: '{power} is never 0' },
  reciprocal: {
    rootPowerNegative: 'A negative power is one over the power: take the reciprocal of both sides',
  },
  fractionalPower: {
    rootPowerOdd:
      'A fractional power is a power of a root: {power} = {root}; an odd root is defined for every real number',
    rootPowerEven: 'A fractional power is a power of a root: {power} = {root}',
  },
  evenPower: { rootPowerNever: 'An even power is never negative, so {equation} has no solution' },
  nthRoot: {
    rootPowerSquare: 'Take the square root of both sides: there is a positive and a negative root',
    rootPowerEven: 'Take the {index}th root of both sides: there is a positive and a negative root',
    rootPowerCube: 'Take the cube root of both sides',
    rootPowerOdd: 'Take the {index}th root of both sides',
    rootPowerCase: 'Case {case}: {equation}',
  },
  raise: {
    rootPowerSquare: 'Raise both sides to the power 2 (square them)',
    rootPowerCube: 'Raise both sides to the power 3 (cube them)',
    rootPowerAny: 'Raise both sides to the power {power}',
  },
} as const satisfies NoteTable;
