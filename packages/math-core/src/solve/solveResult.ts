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

/**
 * What kind of problem `solve` recognised: the id of one of the registered kinds, each exported
 * as `<camelCaseId>Kind` for `createSolver`. Each with problems it answers:
 *
 * - `arithmetic`: `3/4 + 5/6`, `2 1/2 × 4/5`, `√72`, `8^(2/3)`, `5!`, `5 choose 2`, `|−5| + 2`,
 *   `(2+3i)(1-i)`, `√(−4)`.
 * - `expression`: `(2x+1)(x-3)`, `(x-1)^2` (expanded).
 * - `linear`: `2x+3=7`, `3(x-2)=2x+1`, `x/3 + 1/2 = 5/6`, `2x+1=2x+3`.
 * - `quadratic`: `x^2-5x+6=0`, `x^2-3x+1=0`, `x^2 = 8`, `x^2+x+1=0` (with its complex solutions).
 * - `factor`: `factor 6x^2+11x-10`, `factorise 4x^2+12x+9`, `factor completely x^3-6x^2+11x-6`,
 *   `factor x^2+x+1` (cannot be factored over the rationals, with the reason).
 * - `polynomial`: `x^3-6x^2+11x-6=0`, `x^4-5x^2+4=0`, `x^6 = -64` (degree 3 to 8).
 * - `polynomial-division`: `(x^3-2x^2+4)/(x-3)`, `divide x^3+1 by x+1`.
 * - `rational-equation`: `x/(x+1) + 2/(x-1) = 1`, `x/(x-2) = 2/(x-2)`.
 * - `rational-expression`: `simplify (x^2-1)/(x-1)`, `1/x + 1/(x+1)`, with its restrictions.
 * - `system`: `2x+y=5, x-y=1` (or `;`, `and`, a new line), `x+y+z=6, 2x-y+z=3, x+2y-z=2`.
 * - `nonlinear-system`: `x^2+y^2=25 and x+y=7`, `y=x^2, y=2x+1`.
 * - `radical`: `sqrt(x+3)=x-3`, `cbrt(x) = -2`, `x^(2/3) = 4`.
 * - `exponential`: `2^(x+1)=16`, `2^x = 5`, `e^(2x) - 3e^x + 2 = 0`.
 * - `logarithmic`: `log_2(x)=5`, `log(x)+log(x-3)=1`, `log_2(x) + log_4(x) = 3`.
 * - `logarithm`: `log_4(8)`, `ln(e^2)`, `log(2) + log(5)`, `log_2(8x)`, `log base 2 of 32`.
 * - `derivative`: `d/dx x^3`, `derivative of x^2 sin(x)`, `f(x) = x^2+3x, f'(x)`, `d²/dx² x^4`.
 * - `integral`: `∫ 3x^2 + 2x dx`, `∫_0^1 1/sqrt(x) dx`, `integral from 0 to 2 of x^2`.
 * - `limit`: `lim x->2 (x^2-4)/(x-2)`, `limit of sin(x)/x as x->0`, `lim x->0+ 1/x`.
 * - `inequality`: `3x-7<5`, `x^2-5x+6<0`, `-3 < 2x+1 ≤ 7`, `(x-1)/(x+2) >= 0`.
 * - `absolute-value`: `|2x-1|=5`, `|x-3| < 2`, `|x-1| = |2x+4|`.
 * - `percentage`: `15% of 80`, `12 is what percent of 80`, `increase 80 by 15%`, `20% off $50`.
 * - `trigonometry`: `cos(135°)`, `sin(π/6)`, `sin(30)` (degrees), `2sin(x)=1`, `sin(2x)=sin(x)`.
 * - `trig-identity`: `1 + tan^2(x)`, `verify tan(x)cos(x)=sin(x)`, `prove that
 *   sin^2(x)+cos^2(x)=1`.
 * - `gcd-lcm`: `gcd(12, 18)`, `the lowest common multiple of 4, 6 and 10`, `HCF of 8 & 12`.
 * - `statistics`: `mean of 3, 7, 8, 10`, `median of 4, 1, 3`, `standard deviation of 2, 4, 4, 5`.
 * - `prime-factors`: `factor 360`, `prime factorization of 84`.
 * - `graph`: `y=2x+3`, `graph x^2-4`, `y = (x^2-1)/(x-1)`, `x^2+y^2=25`, `graph y=x^2 and y=2x+1`.
 * - `points`: `slope between (1,2) and (4,8)`, `midpoint of (1, 2) and (3, 8)`.
 * - `rearrange`: `v = u + at for t`, `make r the subject of A = pi r^2`, `I = PRT solve for R`.
 * - `complex-number`: `modulus of 3+4i`, `argument of 1+i`, `polar form of 1+i`, `conjugate of
 *   2-3i`.
 * - `unit-conversion`: `5 miles to km`, `convert 100 °F to celsius`.
 * - `matrix`: `det [[1,2],[3,4]]`, `[[1,2],[3,4]]^-1`, `rank [[1,2],[2,4]]`,
 *   `[[2,1],[1,-1]] [x, y] = [5, 1]` (up to 4×4, exact entries).
 * - `completed-square`: `complete the square x^2+6x+2`, `the vertex of y = x^2-4x+1`.
 * - `sequence`: `the 10th term of 3, 7, 11, …`, `sum to infinity of 8, 4, 2, 1`.
 * - `tangent`: `the tangent to y = x^2 at x = 1`, `equation of the normal to f(x) = x^3 at (1, 1)`.
 * - `stationary`: `stationary points of y = x^3 - 3x`, `where is f(x) = x^3 - 3x increasing`.
 * - `inverse-function`: `inverse of f(x) = 2x + 3`, `inverse of f(x) = sqrt(x + 4)`.
 * - `composite-function`: `f(g(x)) where f(x) = x^2 and g(x) = x + 1`.
 * - `domain`: `domain of f(x) = sqrt(x - 2)`, `range of f(x) = x^2 + 1`.
 * - `probability`: `probability of a sum of 7 with two dice`, `probability of drawing two aces
 *   without replacement`.
 * - `shape`: `area of a circle radius 3`, `volume of a cone radius 2 height 5`, `volume of a box 4
 *   by 3 by 2`.
 */
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
