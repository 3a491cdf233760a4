/**
 * The words of powers, roots and logarithms beyond a square root (an even power is never negative,
 * an nth root, a square root is never negative, both sides raised to a power or turned over, a
 * number as a power of the base, a logarithm taken of both sides or defined, the highest powers
 * deciding a quotient far out), in English: brought by the kinds that solve with them (radical,
 * exponential and logarithmic equations, polynomials of higher degree, inverse functions, domains
 * …), so that a solver without them carries none of them.
 */
import type { Notes } from './types';

export const POWER_NOTES: Notes = {
  forms: {
    evenPower: {
      power: 'An even power is never negative, so {equation} has no real solutions',
    },
    nthRoot: {
      rootPowerEven:
        'Take the {index}th root of both sides: there is a positive and a negative root',
      rootPowerOdd: 'Take the {index}th root of both sides',
    },
  },
  reasons: {
    evenPower: ['', 'an even power of a real number is never negative'],
    nthRoot: [
      '',
      'an odd power has one real nth root; an even power has two, one positive, one negative',
    ],
    rootPositive: ['', 'a square root is never negative'],
    raise: ['', 'equal numbers raised to the same power are equal'],
    reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, and equal numbers have equal reciprocals'],
    asPower: ['', 'writing a number as a power of the base changes its form, not its value'],
    takeLog: ['', 'equal positive numbers have equal logarithms, and log(aᵘ) = u·log(a)'],
    exponentZero: ['', 'a positive base other than 1 gives 1 only at the power 0'],
    logDefinition: ['Definition of the logarithm', 'log_b(a) = k means bᵏ = a'],
    logDefined: ['', 'a logarithm is defined only for positive numbers'],
    degrees: ['', 'far out, the highest powers of the top and the bottom decide the limit'],
  },
};
