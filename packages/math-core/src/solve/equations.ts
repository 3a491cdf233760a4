/**
 * Every way an equation in one unknown is solved, in the engine's order: what a kind uses when it
 * must solve an equation on its way, whatever kind that equation is (a graph's intercepts, a
 * system's substitution, a derivative set to zero), so that it answers the same in any solver.
 */

import { FACTORING_NOTES } from '../math/catalogue/common';
import { asWords, type Notes } from '../math/rules';
import { step } from '../math/show';
import type { MathNode } from '../math/tree';
import type { Answered } from './equation';
import type { Budget, EquationCase } from './kind';
import { sides } from './kind';
import { exponentialCase } from './kinds/exponential';
import { exponentialNotes } from './kinds/exponential/notes';
import { logarithmicCase, logsOfPowersTakenApart } from './kinds/logarithmic';
import { logarithmicNotes } from './kinds/logarithmic/notes';
import { higherDegreeCase } from './kinds/polynomial';
import { polynomialEquationCase } from './kinds/quadratic';
import { radicalCase } from './kinds/radical';
import { radicalNotes } from './kinds/radical/notes';
import { rootPowerCase } from './kinds/radical/root-power';
import { rationalEquationCase } from './kinds/rational-equation';
import { rationalEquationNotes } from './kinds/rational-equation/notes';
import { complexRootsMethodNotes } from './methods/notes-complexRoots';
import { exponentialMethodNotes } from './methods/notes-exponential';
import { higherDegreeMethodNotes } from './methods/notes-higher-degree';
import { logTermsMethodNotes } from './methods/notes-log-terms';
import { polynomialMethodNotes } from './methods/notes-polynomial';
import { powerEquationMethodNotes } from './methods/notes-power-equation';
import { symbolicLinearMethodNotes } from './methods/notes-symbolic-linear';
import { withoutAlone } from './methods/polynomial';
import { equationSolver } from './registry';

/** log_b(cᵘ) taken apart into u·log_b(c), then the equation that leaves solved afresh. */
export const logOfPowerCase: EquationCase = {
  matches: ({ both }) => logsOfPowersTakenApart(both)?.type === 'relation',
  solve: ({ both, method }) => {
    const taken = logsOfPowersTakenApart(both) as MathNode;
    const rest = solveEquation(...sides(taken), method);
    return {
      ...rest,
      kind: 'logarithmic',
      method: { id: 'exponentOutThen', params: { rest: asWords(rest.method) } },
      steps: [step({ rule: 'logLaws', form: 'exponentOut' }, taken), ...withoutAlone(rest.steps)],
    } as Answered;
  },
};

/** Every equation case, in the engine's order. */
const EVERY = /* @__PURE__ */ equationSolver({
  'log-of-power': logOfPowerCase,
  logarithmic: logarithmicCase,
  exponential: exponentialCase,
  'root-power': rootPowerCase,
  radical: radicalCase,
  'rational-equation': rationalEquationCase,
  'higher-degree': higherDegreeCase,
  polynomial: polynomialEquationCase,
});

/** left = right solved for its one unknown by the first equation case that answers. */
export const solveEquation = (
  left: MathNode,
  right: MathNode,
  method?: string,
  budget?: Budget,
): Answered => EVERY.solve(left, right, method, budget);

/**
 * The notes of the steps `solveEquation` may write, beyond the common ones: those of every
 * equation case. A kind that solves with it brings them.
 */
export const equationNotes: readonly Notes[] = [
  polynomialMethodNotes,
  exponentialMethodNotes,
  exponentialNotes,
  symbolicLinearMethodNotes,
  logarithmicNotes,
  logTermsMethodNotes,
  complexRootsMethodNotes,
  powerEquationMethodNotes,
  higherDegreeMethodNotes,
  FACTORING_NOTES,
  radicalNotes,
  rationalEquationNotes,
];
