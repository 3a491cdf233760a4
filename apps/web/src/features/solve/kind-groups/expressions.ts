/** Expressions beyond expanding: fractions of polynomials, division, logarithms, complex numbers, factoring. */
import {
  complexNumberKind,
  factorKind,
  logarithmKind,
  polynomialDivisionKind,
  primeFactorsKind,
  rationalExpressionKind,
} from '@mathtools/math-core';

export const kinds = [
  rationalExpressionKind,
  polynomialDivisionKind,
  logarithmKind,
  complexNumberKind,
  factorKind,
  primeFactorsKind,
];
