/** Equations in one unknown beyond the linear and quadratic ones: every way an equation is recognised comes with an equals sign. */
import {
  exponentialKind,
  logarithmicKind,
  polynomialKind,
  radicalKind,
  rationalEquationKind,
} from '@mathtools/math-core';

export const kinds = [
  polynomialKind,
  radicalKind,
  rationalEquationKind,
  exponentialKind,
  logarithmicKind,
];
