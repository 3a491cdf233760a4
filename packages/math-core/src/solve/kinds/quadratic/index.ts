/**
 * Quadratic equations (`x^2-5x+6=0`, `2x^2 = 8`): any equation that reads as a polynomial equation
 * of degree at most 2, solved by factoring, by taking square roots or by the quadratic formula,
 * with its two complex solutions when it has no real one. A degree-1 equation read the same way
 * is the linear kind; the methods are in ../../methods/polynomial.
 */
import { polynomialEquation } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import { withComplexRoots } from '../../methods/complexRoots';

export const quadraticKind = /* @__PURE__ */ kind({
  id: 'quadratic',
  title: 'Quadratic equation',
  practice: 'algebra',
  example: 'x^2-5x+6=0',
});

/** Any other equation, as a polynomial equation of degree at most 2 (linear or quadratic). */
export const polynomialEquationCase: EquationCase = {
  matches: () => true,
  solve: ({ left, right, x, method }) =>
    withComplexRoots(polynomialEquation(left, right, x, method), left, right, x),
};
