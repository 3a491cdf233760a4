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
import { type Answered, unknownOf } from './equation';
import {
  type Budget,
  type Case,
  type Command,
  command,
  type Equation,
  type EquationCase,
  firstAnswer,
  type Kind,
  type SolveContext,
  sides,
} from './kind';
import { absoluteValueCase, absoluteValueKind } from './kinds/absolute-value';
import { arithmeticCase, arithmeticKind } from './kinds/arithmetic';
import {
  complexArithmeticCase,
  complexAskedCase,
  complexNumberKind,
} from './kinds/arithmetic/complex';
import { completedSquareCommand, completedSquareKind } from './kinds/completed-square';
import { compositeFunctionCommand, compositeFunctionKind } from './kinds/composite-function';
import { derivativeCommand, derivativeKind } from './kinds/derivative';
import { domainCommand, domainKind } from './kinds/domain';
import { exponentialCase, exponentialKind } from './kinds/exponential';
import { expressionCase, expressionKind } from './kinds/expression';
import { factorKind, factorProblem, readFactor } from './kinds/factor';
import { gcdLcmCase, gcdLcmKind } from './kinds/gcd-lcm';
import { conicAnswer, conicOf, functionsOf, graphAnswer, graphKind } from './kinds/graph';
import { inequalityCase, inequalityKind } from './kinds/inequality';
import { integralKind } from './kinds/integral';
import { integralCommand } from './kinds/integral/command';
import { inverseFunctionCommand, inverseFunctionKind } from './kinds/inverse-function';
import { limitCommand, limitKind } from './kinds/limit';
import { linearKind } from './kinds/linear';
import { logarithmKind, logExpressionCase, numericLogCase } from './kinds/logarithm';
import { logarithmicCase, logarithmicKind, logsOfPowersTakenApart } from './kinds/logarithmic';
import { matrixCase, matrixKind } from './kinds/matrix';
import {
  isNonlinearSystem,
  nonlinearSystemKind,
  solveNonlinearSystem,
} from './kinds/nonlinear-system';
import { percentageKind, percentageWords } from './kinds/percentage';
import { pointsCase, pointsKind } from './kinds/points';
import { higherDegreeCase, polynomialKind } from './kinds/polynomial';
import {
  divisionCommand,
  polynomialDivisionCase,
  polynomialDivisionKind,
} from './kinds/polynomial-division';
import { primeFactorsKind, primeFactorsProblem } from './kinds/prime-factors';
import { probabilityKind, probabilityWords } from './kinds/probability';
import { polynomialEquationCase, quadraticKind } from './kinds/quadratic';
import { radicalCase, radicalKind } from './kinds/radical';
import { rootPowerCase } from './kinds/radical/root-power';
import { rationalEquationCase, rationalEquationKind } from './kinds/rational-equation';
import { rationalExpressionCase, rationalExpressionKind } from './kinds/rational-expression';
import { rearrangeCommand, rearrangeKind } from './kinds/rearrange';
import { sequenceKind, sequenceWords } from './kinds/sequence';
import { shapeKind, shapeWords } from './kinds/shape';
import { stationaryCommand, stationaryKind } from './kinds/stationary';
import { statisticsCase, statisticsKind } from './kinds/statistics';
import { systemCase, systemKind } from './kinds/system';
import { tangentCommand, tangentKind } from './kinds/tangent';
import { trigIdentityCase, trigIdentityKind, trigSimplifyCase } from './kinds/trig-identity';
import { trigonometryKind, trigValueCase } from './kinds/trigonometry';
import { trigArithmeticCase } from './kinds/trigonometry/arithmetic';
import { trigEquationCase } from './kinds/trigonometry/equation';
import { trigReducedCase } from './kinds/trigonometry/reduce';
import { conversionWords, unitConversionKind } from './kinds/unit-conversion';
import { withoutAlone } from './methods/polynomial';

/** Every kind of result, one each. */
export const KINDS = [
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
  trigIdentityKind,
  gcdLcmKind,
  statisticsKind,
  primeFactorsKind,
  graphKind,
  pointsKind,
  limitKind,
  nonlinearSystemKind,
  rearrangeKind,
  complexNumberKind,
  unitConversionKind,
  shapeKind,
  matrixKind,
  completedSquareKind,
  sequenceKind,
  tangentKind,
  stationaryKind,
  inverseFunctionKind,
  compositeFunctionKind,
  domainKind,
  probabilityKind,
] as const satisfies readonly Kind[];

/** The kinds that read a question whole, in words, before any maths is parsed, in the order tried. */
export const WORDED = [
  percentageWords,
  conversionWords,
  shapeWords,
  sequenceWords,
  probabilityWords,
] as const;

/** "factor …": a whole number's prime factors, else a polynomial's factors. */
const factorCommand = /* @__PURE__ */ command(readFactor, (factoring) => ({
  maths: factoring,
  asks: 'factor',
  solve: (tree) => primeFactorsProblem(tree) ?? factorProblem(tree),
}));

/**
 * The kinds asked for by words around their maths, in the order their words are looked for; the
 * first whose words are in the text reads the problem.
 */
export const COMMANDS: readonly Command[] = [
  derivativeCommand,
  integralCommand,
  limitCommand,
  rearrangeCommand,
  factorCommand,
  divisionCommand,
  tangentCommand,
  inverseFunctionCommand,
  compositeFunctionCommand,
  domainCommand,
  /* @__PURE__ */ stationaryCommand((left, right, method) => solveEquation(left, right, method)),
  /* @__PURE__ */ completedSquareCommand((left, right, method) =>
    solveEquation(left, right, method),
  ),
];

/** What kind of problem `solve` recognised: the id of one of the registered kinds. */
export type SolveKind = (typeof KINDS)[number]['id'];

/** The registered kind with this id. */
export const kindOf = (id: SolveKind): Kind<SolveKind> =>
  KINDS.find((k) => k.id === id) as Kind<SolveKind>;

/** log_b(cᵘ) taken apart into u·log_b(c), then the equation that leaves solved afresh. */
const logOfPowerCase: EquationCase = {
  matches: ({ both }) => logsOfPowersTakenApart(both)?.type === 'relation',
  solve: ({ both, method }) => {
    const taken = logsOfPowersTakenApart(both) as MathNode;
    const rest = solveEquation(...sides(taken), method);
    return {
      ...rest,
      kind: 'logarithmic',
      method: `exponent out of the logarithm, then ${rest.method}`,
      steps: [
        step('Take the exponent out of the logarithm: log_b(cᵘ) = u·log_b(c)', taken, 'logLaws'),
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
export const solveEquation = (
  left: MathNode,
  right: MathNode,
  method?: string,
  budget?: Budget,
): Answered => {
  const x = unknownOf(left, right);
  const equation: Equation = { left, right, both: eq(left, right), x, method, budget };
  return firstAnswer(EQUATION_CASES, equation, undefined, budget) as Answered;
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
  solve: (tree, { method, budget }) => solveEquation(...sides(tree), method, budget),
};

/** y = f(x), f(x) = …, or a function or two after "graph": the graph's features. */
const graphCase: Case = {
  matches: (tree, { graphing }) =>
    conicOf(tree) !== undefined || functionsOf(tree, graphing) !== undefined,
  solve: (tree, { graphing }) => {
    const conic = conicOf(tree);
    return conic
      ? conicAnswer(tree, conic)
      : graphAnswer(functionsOf(tree, graphing) ?? [], solveEquation);
  },
};

/** Two equations in two unknowns, one not linear: substitution into the equation cases. */
const nonlinearSystemCase: Case = {
  matches: isNonlinearSystem,
  solve: (tree) => solveNonlinearSystem(tree, solveEquation),
};

/** How a problem is recognised, in order. */
export const CASES: readonly Case[] = [
  matrixCase,
  graphCase,
  nonlinearSystemCase,
  systemCase,
  absoluteValueCase,
  inequalityCase,
  notOneEquationCase,
  trigIdentityCase,
  trigEquationCase,
  trigReducedCase,
  equationCase,
  trigSimplifyCase,
  complexAskedCase,
  complexArithmeticCase,
  logExpressionCase,
  rationalExpressionCase,
  polynomialDivisionCase,
  expressionCase,
  trigValueCase,
  trigArithmeticCase,
  numericLogCase,
  gcdLcmCase,
  statisticsCase,
  pointsCase,
  arithmeticCase,
];

/** The problem solved by the first case that answers it. */
export const dispatch = (tree: MathNode, context: SolveContext): Answered =>
  firstAnswer(CASES, tree, context, context.budget) as Answered;
