/**
 * The registry of the one solver engine: every kind of result `solve` gives, and the ordered
 * cases that recognise a problem. A problem is solved by the first case that matches it and
 * answers (a case may decline by answering undefined); a case is tried only when none before it
 * answered, so its test need not repeat theirs.
 */

import { eq } from '../math/build';
import { SolveStop } from '../math/rational';
import { step } from '../math/show';
import type { MathNode } from '../math/tree';
import { absoluteValueCase, absoluteValueKind } from './absolute';
import { arithmeticCase, arithmeticKind } from './arithmetic';
import { complexArithmeticCase } from './complex-arithmetic';
import { derivativeKind } from './derivative';
import { type Answered, unknownOf } from './equation';
import { exponentialCase } from './exponential-substitution';
import { expressionCase, expressionKind } from './expression';
import { factorKind } from './factor';
import { inequalityCase, inequalityKind } from './inequality';
import { integralKind } from './integral';
import {
  type Case,
  type Equation,
  type EquationCase,
  firstAnswer,
  type Kind,
  type SolveContext,
  sides,
} from './kind';
import { logarithmKind, logExpressionCase, numericLogCase } from './logarithm';
import { percentageKind } from './percentage';
import { polynomialDivisionCase, polynomialDivisionKind } from './polyDivision';
import { higherDegreeCase, polynomialEquationCase, polynomialKind } from './polyEquation';
import { linearKind, quadraticKind, withoutAlone } from './polynomial';
import { radicalCase, radicalKind } from './radical';
import { rationalEquationCase, rationalEquationKind } from './rationalEquation';
import { rationalExpressionCase, rationalExpressionKind } from './rationalExpression';
import { rootPowerCase } from './root-power';
import type { SolveKind } from './solve';
import { systemCase, systemKind } from './system3';
import {
  exponentialKind,
  logarithmicCase,
  logarithmicKind,
  logsOfPowersTakenApart,
} from './transcendental';
import { trigArithmeticCase } from './trigArithmetic';
import { trigEquationCase } from './trigEquation';
import { trigonometryKind, trigValueCase } from './trigonometry';

/** Every kind of result, one each. */
export const KINDS: readonly Kind[] = [
  arithmeticKind,
  expressionKind,
  linearKind,
  quadraticKind,
  systemKind,
  exponentialKind,
  logarithmicKind,
  logarithmKind,
  inequalityKind,
  absoluteValueKind,
  radicalKind,
  factorKind,
  polynomialKind,
  polynomialDivisionKind,
  rationalEquationKind,
  rationalExpressionKind,
  derivativeKind,
  integralKind,
  percentageKind,
  trigonometryKind,
];

/** The registered kind with this id. */
export const kindOf = (id: SolveKind): Kind => KINDS.find((k) => k.id === id) as Kind;

/** log_b(cᵘ) taken apart into u·log_b(c), then the equation that leaves solved afresh. */
const logOfPowerCase: EquationCase = {
  matches: ({ both }) => logsOfPowersTakenApart(both)?.type === 'relation',
  solve: ({ both }) => {
    const taken = logsOfPowersTakenApart(both) as MathNode;
    const rest = solveEquation(...sides(taken));
    return {
      ...rest,
      kind: 'logarithmic',
      method: `exponent out of the logarithm, then ${rest.method}`,
      steps: [
        step('Take the exponent out of the logarithm: log_b(cᵘ) = u·log_b(c)', taken),
        ...withoutAlone(rest.steps),
      ],
    };
  },
};

/** How an equation in one unknown is recognised, in order. */
export const EQUATION_CASES: readonly EquationCase[] = [
  logOfPowerCase,
  logarithmicCase,
  exponentialCase,
  rootPowerCase,
  radicalCase,
  rationalEquationCase,
  higherDegreeCase,
  polynomialEquationCase,
];

/** left = right solved for its one unknown by the first equation case that answers. */
export const solveEquation = (left: MathNode, right: MathNode): Answered => {
  const x = unknownOf(left, right);
  const equation: Equation = { left, right, both: eq(left, right), x };
  return firstAnswer(EQUATION_CASES, equation, undefined) as Answered;
};

/** A relation other than one equation or inequalities: refused. */
const notOneEquationCase: Case = {
  matches: (tree) =>
    tree.type === 'relation' && (tree.relations.length !== 1 || tree.relations[0] !== '='),
  solve: () => {
    throw new SolveStop('unsupported', '≠, ≈ and chains with = are not supported');
  },
};

/** One equation in one unknown. */
const equationCase: Case = {
  matches: (tree) => tree.type === 'relation',
  solve: (tree) => solveEquation(...sides(tree)),
};

/** How a problem is recognised, in order. */
export const CASES: readonly Case[] = [
  systemCase,
  absoluteValueCase,
  inequalityCase,
  notOneEquationCase,
  trigEquationCase,
  equationCase,
  complexArithmeticCase,
  logExpressionCase,
  rationalExpressionCase,
  polynomialDivisionCase,
  expressionCase,
  trigValueCase,
  trigArithmeticCase,
  numericLogCase,
  arithmeticCase,
];

/** The problem solved by the first case that answers it. */
export const dispatch = (tree: MathNode, context: SolveContext): Answered =>
  firstAnswer(CASES, tree, context) as Answered;
