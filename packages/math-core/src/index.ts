export type { ArithmeticOperator, ArithmeticResult } from './arithmetic/arithmetic';
export { arithmetic } from './arithmetic/arithmetic';
export type { FractionCalcResult, FractionOperator } from './arithmetic/fractionCalc';
export { fractionCalc } from './arithmetic/fractionCalc';
export type { SimplifyRadicalResult } from './arithmetic/simplifyRadical';
export { simplifyRadical } from './arithmetic/simplifyRadical';
export type { AgeResult } from './date/age';
export { age } from './date/age';
export type { GpaCourse, GpaResult } from './education/gpa';
export { GRADE_POINTS, gpa } from './education/gpa';
export { formatFixed } from './format/formatFixed';
export { formatTrimmed } from './format/formatTrimmed';
export { type LineThroughPointsResult, lineThroughPoints } from './geometry/lineThroughPoints';
export type { BmiCategory, BmiInput, BmiResult, BmiWarning } from './health/bmi';
export { bmi } from './health/bmi';
export type { ExactLog, SimplifyLogResult } from './logarithm/simplifyLog';
export { simplifyLog } from './logarithm/simplifyLog';
export type { CalculatorLanguage } from './math/calculatorStep';
export { calculatorStepIn, calculatorWordsIn } from './math/calculatorStep';
export { evaluateMath } from './math/evaluateMath';
export type { Notation } from './math/notation';
export { MAX_MATH_LENGTH, parseMath } from './math/parseMath';
export type {
  ExplainedStep,
  Notes,
  RuleId,
  Say,
  StepParam,
  StepParams,
  StepSaid,
  StepWords,
  Words,
  WordsParam,
} from './math/rules';
export { RULE_IDS, stepWords } from './math/rules';
export type {
  CalculatorNotes,
  CalculatorParam,
  CalculatorTerms,
  CalculatorWords,
  Step,
} from './math/steps';
export { toLatex } from './math/toLatex';
export type { ToMathMLOptions } from './math/toMathML';
export { toMathML } from './math/toMathML';
export type { SpeechPhrase, SpeechWords, TrigName } from './math/toSpeech';
export { toSpeech } from './math/toSpeech';
export { toText } from './math/toText';
export type { MathNode, MathOperator, MathRelation } from './math/tree';
export type { DiscountResult } from './money/discount';
export { discount } from './money/discount';
export { formatMoney } from './money/formatMoney';
export type { LoanPayment, LoanResult, LoanYear } from './money/loan';
export { loan, MAX_LOAN_MONTHS } from './money/loan';
export type { TipResult } from './money/tip';
export { MAX_TIP_PEOPLE, tip } from './money/tip';
export { toCents } from './money/toCents';
export type { GcdLcmResult } from './numbers/gcdLcm';
export { gcdLcm, MAX_GCD_VALUES } from './numbers/gcdLcm';
export type { PrimeFactor, PrimeFactorsResult } from './numbers/primeFactors';
export { primeFactors } from './numbers/primeFactors';
export type { PercentageOfResult } from './percent/percentageOf';
export { percentageOf } from './percent/percentageOf';
export type { PercentChangeResult } from './percent/percentChange';
export { percentChange } from './percent/percentChange';
export type { PercentOfResult } from './percent/percentOf';
export { percentOf } from './percent/percentOf';
export type { GraphOptions } from './plot/graph';
export { graph, plotFunction } from './plot/graph';
export type {
  FeatureKind,
  FunctionPlot,
  Graph,
  GraphAnswer,
  Graphable,
  NumberLineInterval,
  PlotCurve,
  PlotFeature,
  PlotRegion,
  PlotWindow,
} from './plot/types';
export type { PracticeSetOptions } from './practice/buildPracticeSet';
export { buildPracticeSet } from './practice/buildPracticeSet';
export type { CheckAnswerOptions, CheckAnswerResult } from './practice/checkAnswer';
export { checkAnswer } from './practice/checkAnswer';
export type {
  GenerateProblemOptions,
  PracticeCategory,
  PracticeDifficulty,
  PracticeProblem,
} from './practice/generateProblem';
export { generateProblem } from './practice/generateProblem';
export type {
  GenerateSkillProblemOptions,
  Hint,
  SkillProblem,
} from './practice/generateSkillProblem';
export { generateSkillProblem } from './practice/generateSkillProblem';
export type { ListSkillsOptions, SkillCategory, SkillInfo } from './practice/listSkills';
export { listSkills } from './practice/listSkills';
export type {
  MasteryLevel,
  PracticeAttempt,
  ReviewCandidate,
  ReviewItem,
  ReviewState,
  SkillMastery,
} from './practice/mastery';
export {
  answerCredit,
  MASTERY_LEVELS,
  MAX_REVIEW_DAYS,
  nextDifficulty,
  pickReviewSet,
  scheduleReview,
  skillMastery,
} from './practice/mastery';
export type { PracticeLanguage, PracticeWords } from './practice/words';
export { refusalIn } from './result/refusalIn';
export { MathResultError, unwrap } from './result/unwrap';
export {
  createSolver,
  type KindParts,
  type Solver,
  type SolverKind,
  type SolverOptions,
} from './solve/createSolver';
export { drawable } from './solve/kinds';
export { absoluteValueKind } from './solve/kinds/absolute-value/kind';
export { complexNumberKind } from './solve/kinds/arithmetic/complex-kind';
export { arithmeticKind } from './solve/kinds/arithmetic/kind';
export { completedSquareKind } from './solve/kinds/completed-square/kind';
export { compositeFunctionKind } from './solve/kinds/composite-function/kind';
export { derivativeKind } from './solve/kinds/derivative/kind';
export { domainKind } from './solve/kinds/domain/kind';
export { exponentialKind } from './solve/kinds/exponential/kind';
export { expressionKind } from './solve/kinds/expression/kind';
export { factorKind } from './solve/kinds/factor/kind';
export { gcdLcmKind } from './solve/kinds/gcd-lcm/kind';
export { graphKind } from './solve/kinds/graph/kind';
export { inequalityKind } from './solve/kinds/inequality/kind';
export { integralKind } from './solve/kinds/integral/kind';
export { inverseFunctionKind } from './solve/kinds/inverse-function/kind';
export { limitKind } from './solve/kinds/limit/kind';
export { linearKind } from './solve/kinds/linear/kind';
export { logarithmKind } from './solve/kinds/logarithm/kind';
export { logarithmicKind } from './solve/kinds/logarithmic/kind';
export { matrixKind } from './solve/kinds/matrix/kind';
export { nonlinearSystemKind } from './solve/kinds/nonlinear-system/kind';
export { percentageKind } from './solve/kinds/percentage/kind';
export { pointsKind } from './solve/kinds/points/kind';
export { polynomialKind } from './solve/kinds/polynomial/kind';
export { polynomialDivisionKind } from './solve/kinds/polynomial-division/kind';
export { primeFactorsKind } from './solve/kinds/prime-factors/kind';
export { probabilityKind } from './solve/kinds/probability/kind';
export { quadraticKind } from './solve/kinds/quadratic/kind';
export { radicalKind } from './solve/kinds/radical/kind';
export { rationalEquationKind } from './solve/kinds/rational-equation/kind';
export { rationalExpressionKind } from './solve/kinds/rational-expression/kind';
export { rearrangeKind } from './solve/kinds/rearrange/kind';
export { sequenceKind } from './solve/kinds/sequence/kind';
export { shapeKind } from './solve/kinds/shape/kind';
export { stationaryKind } from './solve/kinds/stationary/kind';
export { statisticsKind } from './solve/kinds/statistics/kind';
export { systemKind } from './solve/kinds/system/kind';
export { tangentKind } from './solve/kinds/tangent/kind';
export { trigIdentityKind } from './solve/kinds/trig-identity/kind';
export { trigonometryKind } from './solve/kinds/trigonometry/kind';
export { unitConversionKind } from './solve/kinds/unit-conversion/kind';
export { type CommaReading, type NumberCommas, readNumberCommas } from './solve/read/decimalComma';
export {
  french,
  german,
  type Language,
  type LanguageId,
  type LanguageReading,
  languages,
  portuguese,
  spanish,
} from './solve/read/languages';
export type { Reading } from './solve/read/reading';
export {
  type ProblemReading,
  type ReadingOptions,
  readGraphProblem,
  readProblem,
} from './solve/readProblem';
export type {
  MethodId,
  RequestId,
  SetEnd,
  SetInterval,
  Solution,
  SolveAnswer,
  SolveKind,
  SolveMethod,
  SolveOptions,
  SolveOutcome,
  SolveRefusal,
  SolveResult,
} from './solve/solve';
export { MAX_SOLVE_LENGTH, solve } from './solve/solve';
export type { SolveQuadraticResult } from './solve/solveQuadratic';
export { solveQuadratic } from './solve/solveQuadratic';
export type {
  AbsoluteValueResult,
  ComplexAnswer,
  GraphResult,
  InequalityResult,
  PolynomialResult,
  QuadraticResult,
  ResultBase,
  ResultOf,
  SetAnswer,
  SystemResult,
  TrigonometryResult,
} from './solve/solveResult';
export type { Writing, WritingLanguage } from './solve/written';
export type { StatisticsResult } from './statistics/statistics';
export { MAX_STATISTICS_VALUES, statistics } from './statistics/statistics';
export type { TimeBreakdown, TimeCalcResult, TimePeriod } from './time/timeCalc';
export { timeCalc } from './time/timeCalc';
export type {
  CheckWorkingOptions,
  LineCheck,
  MistakeId,
  WorkingCheck,
} from './tutor/checkWorking';
export { checkWorking, MAX_WORKING_LINES } from './tutor/checkWorking';
export type { AnswerMistake, ExplainAnswerOptions } from './tutor/explainAnswer';
export { explainAnswer } from './tutor/explainAnswer';
export type { SimilarOptions, SimilarProblem } from './tutor/similarProblem';
export {
  checkSimilarAnswer,
  confirmSimilarProblem,
  expectedAnswer,
  similarProblem,
} from './tutor/similarProblem';
export type { MathError, MathErrorCode, MathErrorValue, MathErrorWhy, Result } from './types';
export type {
  ConvertUnitResult,
  UnitAlias,
  UnitArgument,
  UnitCategory,
  UnitIds,
  UnitName,
} from './units/convertUnit';
export { convertUnit } from './units/convertUnit';
export type { CategoryInfo } from './units/listCategories';
export { listCategories } from './units/listCategories';
export type { UnitInfo } from './units/listUnits';
export { listUnits } from './units/listUnits';
