/**
 * Polynomial equations of degree 3 or more in one unknown, as a kind: every term is moved to one
 * side, the polynomial is factored and each factor set to 0 (`methods/higher-degree.ts`, which
 * the rational equations use too once their denominators are cleared).
 */

import { type EquationCase, kind } from '../../kind';
import { higherDegreeEquation } from '../../methods/higher-degree';

export const polynomialKind = /* @__PURE__ */ kind({
  id: 'polynomial',
  title: 'Polynomial equation',
  practice: 'algebra',
  example: 'x^3-6x^2+11x-6=0',
});

/** A polynomial equation of degree 3 or more; one of lower degree falls through. */
export const higherDegreeCase: EquationCase = {
  matches: () => true,
  solve: ({ left, right, x }) => higherDegreeEquation(left, right, x),
};
