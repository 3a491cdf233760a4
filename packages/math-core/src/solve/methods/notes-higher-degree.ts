/**
 * The words of the steps that ./higher-degree.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue).
 */

import { FACTOR_METHODS } from '../../algebra/factor';
import type { Notes } from '../../math/catalogue/types';

export const higherDegreeMethodNotes: Notes = {
  // The methods a result solved this way names (`SolveResult.method`).
  terms: {
    method: /* @__PURE__ */ Object.assign(
      { factoring: 'factoring', factoringWith: 'factoring ({ways})', nthRootReal: 'n-th root' },
      FACTOR_METHODS,
    ),
  },
  forms: {
    sides: {
      isolatePower: 'Isolate the power',
    },
    solveEach: {
      factorOne: 'Solve {equation}',
      factorLinear: 'Solve each linear factor: {equations}',
    },
    factored: {
      done: 'Factored',
    },
    noRealRoot: {
      factorPair: '{equation} has no real solutions (over the complex numbers {unknown} = {roots})',
      factorPure: '{equation} has no real solutions (over the complex numbers {unknown} = ±{root})',
    },
    evenPower: {
      factor:
        '{power} = {value}: an even power is never negative, so {equation} has no real solutions',
    },
    nthRoot: {
      factorEven:
        '{power} = {value}: take the {index}th root of both sides, a positive and a negative root',
      factorCube: '{power} = {value}: take the cube root of both sides',
      factorOdd: '{power} = {value}: take the {index}th root of both sides',
    },
  },
  reasons: {},
};
