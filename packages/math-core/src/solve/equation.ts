/**
 * One-unknown equations as `solve` answers them: the unknown they are in, and the answer of a
 * polynomial equation (linear or quadratic) with its solutions, one-line answer, method and steps.
 * `solve` and `solveQuadratic` both answer through here, so a quadratic reads the same from either.
 */

import { variablesOf } from '../algebra/reading';
import { approx, eq, list, n as numberNode, variable } from '../math/build';
import * as E from '../math/exact';
import { nearestIntegerRoots } from '../math/nearestRoots';
import { refuse } from '../math/refusal';
import type { Wording, WorkedStep } from '../math/rules';
import { solution, step } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { answerInWords } from './answer';
import { offered } from './methods/choice';
import {
  DecimalRoots,
  type Outcome,
  POLYNOMIAL_REFUSALS,
  solvePolynomial,
} from './methods/polynomial';
import type { Answered } from './solveResult';

export type { Answered } from './solveResult';

/** The kinds whose answers are the roots of one equation in one unknown. */
export type EquationKind =
  | 'linear'
  | 'quadratic'
  | 'polynomial'
  | 'radical'
  | 'exponential'
  | 'logarithmic';

/** One-unknown equation outcome as a result. */
export const fromRoots = (
  kind: EquationKind,
  method: Wording,
  x: string,
  status: 'roots' | 'none' | 'all',
  roots: MathNode[],
  steps: WorkedStep[],
  offer?: Outcome['offer'],
  cancelled?: boolean,
): Answered<EquationKind> => {
  const solutions = roots.map((r) => solution(eq(variable(x), r), r));
  // With no solution: none at all when the unknown cancelled out (`0 = 5`), else none that is
  // real (there may be complex ones).
  const said =
    status === 'all'
      ? answerInWords({ id: 'every' })
      : status === 'none' || solutions.length === 0
        ? answerInWords({ id: cancelled ? 'none' : 'noReal' })
        : { answer: solutions.map((s) => s.text).join(' or ') };
  const outcome = status === 'all' ? 'all' : solutions.length === 0 ? 'none' : undefined;
  return {
    kind,
    method,
    ...said,
    solutions,
    steps,
    ...(outcome ? { outcome } : {}),
    ...(offer ? offered(offer.ids, offer.used) : {}),
  };
};

/** The one unknown of left = right; a SolveStop when there is none or more than one. */
export const unknownOf = (left: MathNode, right: MathNode): string => {
  const names = variablesOf(eq(left, right));
  if (names.length === 0) throw refuse('unsupported', POLYNOMIAL_REFUSALS, 'noUnknownToSolve');
  if (names.length > 1) throw refuse('unsupported', POLYNOMIAL_REFUSALS, 'oneEquationTwoUnknowns');
  return names[0] as string;
};

/**
 * left = right solved for x as a polynomial equation of degree at most 2 (a quadratic by the way
 * asked for, when it applies); a quadratic whose
 * square root is too large to simplify gets its solutions as decimals, the nearest doubles to
 * the exact roots (`x ≈ 1.00000000000001e-7`).
 */
export const polynomialEquation = (
  left: MathNode,
  right: MathNode,
  x: string,
  asked?: string,
): Answered<EquationKind> => {
  let o: Outcome;
  try {
    o = solvePolynomial(left, right, x, asked);
  } catch (err) {
    if (!(err instanceof DecimalRoots)) throw err;
    const values = nearestIntegerRoots(...err.coefficients);
    if (values?.length !== 2 || values.some((v) => !Number.isFinite(v))) throw err;
    const nodes = values.map((v) => numberNode(v));
    const statements = nodes.map((v) => approx(variable(x), v));
    const steps = [...err.steps, step({ rule: 'decimals' }, list(...statements))];
    return {
      kind: 'quadratic',
      method: 'quadraticFormula',
      answer: statements.map((s) => toText(s)).join(' or '),
      solutions: nodes.map((v, i) => solution(statements[i] as MathNode, v)),
      steps,
    };
  }
  return fromRoots(
    o.kind,
    o.method,
    x,
    o.status,
    o.roots.map(E.toNode),
    o.steps,
    o.offer,
    o.cancelled,
  );
};
