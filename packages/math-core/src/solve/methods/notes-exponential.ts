/**
 * The words of the steps that ./exponential.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue).
 */
import type { Notes } from '../../math/catalogue/types';

export const exponentialMethodNotes: Notes = {
  // The methods a result solved this way names (`SolveResult.method`).
  terms: {
    method: {
      equalBases: 'equal bases',
      exponentialEquation: 'exponential equation',
      baseOne: 'base 1',
      baseZero: 'base 0',
      logarithms: 'logarithms',
    },
  },
  forms: {
    ineqScale: {
      zeroPowerSolve: 'Solve the inequality for the unknown',
      zeroPowerSolveTurned:
        'Solve the inequality for the unknown (dividing by a negative number turns > into <)',
    },
    samePower: {
      equal: 'Equal powers of the same base have equal exponents',
    },
    asPower: {
      both: 'Write both sides as powers of {base}',
      one: 'Write {value} as a power of {base}',
    },
    takeLog: {
      natural: 'Take the natural logarithm of both sides',
      base: 'Take the logarithm base {base} of both sides',
    },
    positivePower: {
      neverEquals:
        '{power} is positive for every {unknown}, so it never equals {value}: there are no real solutions',
    },
    exponentZero: {
      one: 'A power equals 1 when its exponent is 0',
    },
    oneToAny: {
      every: '1 to any power is 1, so every real {unknown} is a solution',
      never: '1 to any power is 1, so {power} never equals {value}: there are no real solutions',
    },
    zeroToAny: {
      never:
        '{power} is 0 where it is defined ({exponent} > 0) and undefined for {exponent} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so it never equals {value}: there are no real solutions',
      where:
        '{power} = 0 for every {exponent} > 0, and is undefined for {exponent} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so the solutions are where {exponent} > 0',
    },
  },
  reasons: {
    samePower: ['', 'powers of one base (not 0, 1 or −1) are equal only when their exponents are'],
    positivePower: ['', 'a positive base to any power is positive'],
    oneToAny: ['', '1 to any power is 1'],
    zeroToAny: ['', '0 to a positive power is 0; 0⁰ and negative powers of 0 are undefined'],
  },
};
