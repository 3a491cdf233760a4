/**
 * The result of `solve` as one union, discriminated by `kind`, joined from the variant each kind
 * declares in its folder (kinds/<id>/result.ts). Narrowing on `kind` gives a variant's own fields
 * as declared there (an inequality's `set` is then always present); on the union as a whole, a
 * field that only some kinds have reads as optional. The registry checks that every kind it
 * lists has a variant here.
 */

import type { AbsoluteValueResult } from './kinds/absolute-value/result';
import type { ArithmeticResult, ComplexNumberResult } from './kinds/arithmetic/result';
import type { CompletedSquareResult } from './kinds/completed-square/result';
import type { CompositeFunctionResult } from './kinds/composite-function/result';
import type { DerivativeResult } from './kinds/derivative/result';
import type { DomainResult } from './kinds/domain/result';
import type { ExponentialResult } from './kinds/exponential/result';
import type { ExpressionResult } from './kinds/expression/result';
import type { FactorResult } from './kinds/factor/result';
import type { GcdLcmResult } from './kinds/gcd-lcm/result';
import type { GraphResult } from './kinds/graph/result';
import type { InequalityResult } from './kinds/inequality/result';
import type { IntegralResult } from './kinds/integral/result';
import type { InverseFunctionResult } from './kinds/inverse-function/result';
import type { LimitResult } from './kinds/limit/result';
import type { LinearResult } from './kinds/linear/result';
import type { LogarithmResult } from './kinds/logarithm/result';
import type { LogarithmicResult } from './kinds/logarithmic/result';
import type { MatrixResult } from './kinds/matrix/result';
import type { NonlinearSystemResult } from './kinds/nonlinear-system/result';
import type { PercentageResult } from './kinds/percentage/result';
import type { PointsResult } from './kinds/points/result';
import type { PolynomialResult } from './kinds/polynomial/result';
import type { PolynomialDivisionResult } from './kinds/polynomial-division/result';
import type { PrimeFactorsResult } from './kinds/prime-factors/result';
import type { ProbabilityResult } from './kinds/probability/result';
import type { QuadraticResult } from './kinds/quadratic/result';
import type { RadicalResult } from './kinds/radical/result';
import type { RationalEquationResult } from './kinds/rational-equation/result';
import type { RationalExpressionResult } from './kinds/rational-expression/result';
import type { RearrangeResult } from './kinds/rearrange/result';
import type { SequenceResult } from './kinds/sequence/result';
import type { ShapeResult } from './kinds/shape/result';
import type { StationaryResult } from './kinds/stationary/result';
import type { StatisticsResult } from './kinds/statistics/result';
import type { SystemResult } from './kinds/system/result';
import type { TangentResult } from './kinds/tangent/result';
import type { TrigIdentityResult } from './kinds/trig-identity/result';
import type { TrigonometryResult } from './kinds/trigonometry/result';
import type { UnitConversionResult } from './kinds/unit-conversion/result';
import type { AnsweredOf } from './result';

export type {
  ComplexAnswer,
  Drawn,
  ResultBase,
  SetAnswer,
  SetEnd,
  SetInterval,
  Solution,
  SolveOutcome,
  Variant,
} from './result';
export type {
  AbsoluteValueResult,
  ArithmeticResult,
  ComplexNumberResult,
  GraphResult,
  InequalityResult,
  LimitResult,
  PolynomialResult,
  QuadraticResult,
  SystemResult,
  TrigonometryResult,
};

/** Every kind's variant as it declares it. */
type Declared =
  | AbsoluteValueResult
  | ArithmeticResult
  | ComplexNumberResult
  | CompletedSquareResult
  | CompositeFunctionResult
  | DerivativeResult
  | DomainResult
  | ExponentialResult
  | ExpressionResult
  | FactorResult
  | GcdLcmResult
  | GraphResult
  | InequalityResult
  | IntegralResult
  | InverseFunctionResult
  | LimitResult
  | LinearResult
  | LogarithmResult
  | LogarithmicResult
  | MatrixResult
  | NonlinearSystemResult
  | PercentageResult
  | PointsResult
  | PolynomialResult
  | PolynomialDivisionResult
  | PrimeFactorsResult
  | ProbabilityResult
  | QuadraticResult
  | RadicalResult
  | RationalEquationResult
  | RationalExpressionResult
  | RearrangeResult
  | SequenceResult
  | ShapeResult
  | StationaryResult
  | StatisticsResult
  | SystemResult
  | TangentResult
  | TrigIdentityResult
  | TrigonometryResult
  | UnitConversionResult;

/** Every field name of any of the variants `V`. */
type FieldOf<V> = V extends unknown ? keyof V : never;

/**
 * A variant with every other variant's own fields marked absent, so that they read as optional
 * on the union (`result.set` is `SetInterval[] | undefined`) and narrowing by `kind` decides them.
 */
type Closed<V> = V extends unknown
  ? V & { [P in Exclude<FieldOf<Declared>, keyof V>]?: undefined }
  : never;

/**
 * A result of `solve`: a union discriminated by `kind`, one variant per kind of problem. Every
 * variant has the fields of `ResultBase` (the problem as read, `answer` with `answerTree`,
 * `answerMathml` and `answerSpeech`, `solutions` and `steps`); narrowing by `kind` gives a
 * variant's own ones: an `'inequality'` always has `set`, `interval` and `intervalMathml`, a
 * `'graph'` its `functions`, a `'system'` with one solution its `values` by name, a
 * `'trigonometry'` result `radians` and `radianSolutions`, a `'quadratic'` or `'polynomial'`
 * with no real solutions `complexSolutions`.
 */
export type SolveResult = Closed<Declared>;

/** What kind of problem `solve` recognised: the id of one of the registered kinds. */
export type SolveKind = SolveResult['kind'];

/** The variant of the result for the kind `K`. */
export type ResultOf<K extends SolveKind> = Extract<SolveResult, { kind: K }>;

/**
 * What a kind answers, before `solve` adds the problem as read (`title`, `problem`, `tree` …) and
 * renders the whole answer (`answerTree`, `answerMathml`, `answerSpeech`): the union of the kinds'
 * variants without those fields, or the variant of the kinds `K`. A kind may build its answer on
 * another's (a logarithmic equation on the polynomial one it leads to), so the variants here are
 * open: another kind's fields are not refused, and `solve` keeps only the answering kind's.
 */
export type Answered<K extends SolveKind = SolveKind> = AnsweredOf<Extract<Declared, { kind: K }>>;
