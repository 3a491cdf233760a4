/**
 * The registry of the one solver engine: every kind of result `solve` gives, each with the parts
 * that recognise and answer its problems (./registry puts them in the engine's order). A problem
 * is solved by the first case that matches it and answers (a case may decline by answering
 * undefined); a case is tried only when none before it answered, so its test need not repeat
 * theirs. `createSolver` takes some of these kinds; `solve` is every one of them.
 */

import { COMMON_NOTES } from '../math/catalogue/common';
import { type Notes, noteOf as noteIn, type Say } from '../math/rules';
import type { MathNode } from '../math/tree';
import { drawableBy } from './drawn';
import type { Answered } from './equation';
import type { Kind, SolveContext } from './kind';
import { absoluteValueKind } from './kinds/absolute-value/kind';
import { complexNumberKind } from './kinds/arithmetic/complex-kind';
import { arithmeticKind } from './kinds/arithmetic/kind';
import { completedSquareKind } from './kinds/completed-square/kind';
import { compositeFunctionKind } from './kinds/composite-function/kind';
import { derivativeKind } from './kinds/derivative/kind';
import { domainKind } from './kinds/domain/kind';
import { exponentialKind } from './kinds/exponential/kind';
import { expressionKind } from './kinds/expression/kind';
import { factorKind } from './kinds/factor/kind';
import { gcdLcmKind } from './kinds/gcd-lcm/kind';
import { graphKind } from './kinds/graph/kind';
import { inequalityKind } from './kinds/inequality/kind';
import { integralKind } from './kinds/integral/kind';
import { inverseFunctionKind } from './kinds/inverse-function/kind';
import { limitKind } from './kinds/limit/kind';
import { linearKind } from './kinds/linear/kind';
import { logarithmKind } from './kinds/logarithm/kind';
import { logarithmicKind } from './kinds/logarithmic/kind';
import { matrixKind } from './kinds/matrix/kind';
import { nonlinearSystemKind } from './kinds/nonlinear-system/kind';
import { percentageKind } from './kinds/percentage/kind';
import { pointsKind } from './kinds/points/kind';
import { polynomialKind } from './kinds/polynomial/kind';
import { polynomialDivisionKind } from './kinds/polynomial-division/kind';
import { primeFactorsKind } from './kinds/prime-factors/kind';
import { probabilityKind } from './kinds/probability/kind';
import { quadraticKind } from './kinds/quadratic/kind';
import { radicalKind } from './kinds/radical/kind';
import { rationalEquationKind } from './kinds/rational-equation/kind';
import { rationalExpressionKind } from './kinds/rational-expression/kind';
import { rearrangeKind } from './kinds/rearrange/kind';
import { sequenceKind } from './kinds/sequence/kind';
import { shapeKind } from './kinds/shape/kind';
import { stationaryKind } from './kinds/stationary/kind';
import { statisticsKind } from './kinds/statistics/kind';
import { systemKind } from './kinds/system/kind';
import { tangentKind } from './kinds/tangent/kind';
import { trigIdentityKind } from './kinds/trig-identity/kind';
import { trigonometryKind } from './kinds/trigonometry/kind';
import { unitConversionKind } from './kinds/unit-conversion/kind';
import { registryOf } from './registry';
import type { SolveResult } from './solveResult';

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
] as const;

/** What kind of problem `solve` recognised: the id of one of the registered kinds. */
export type SolveKind = (typeof KINDS)[number]['id'];

/** The registry of every kind: what `solve` answers with. */
export const everyKind = /* @__PURE__ */ registryOf(KINDS);

/** The registered kind with this id. */
export const kindOf = (id: SolveKind): Kind<SolveKind> => everyKind.kindOf(id) as Kind<SolveKind>;

/** The problem solved by the first case that answers it. */
export const dispatch = (tree: MathNode, context: SolveContext): Answered =>
  everyKind.dispatch(tree, context);

/**
 * Whether a graph may draw the problem of this result: not a number, a complex number (whose i a
 * graph would take for an unknown) or a matrix equation (Ax = b is no curve), nor an identity to
 * prove, whose two sides are one curve (drawn as two, they would meet everywhere).
 */
export const drawable = (result: Pick<SolveResult, 'kind' | 'tree'>): boolean =>
  drawableBy(everyKind.kindOf, result);

/** Every table of notes, each once: the catalogue's common notes and those every kind brings. */
export const everyNotes = (): readonly Notes[] => [
  COMMON_NOTES,
  ...new Set(KINDS.flatMap((k) => k.notes)),
];

/**
 * The note of a step as `solve` words it, from its rule id, form and parameters alone, with the
 * notes of every kind: what renders a step's words again, in this language or, with the tables
 * translated, in another.
 */
export const noteOf = (say: Say): string => noteIn(say, everyKind.notes);
