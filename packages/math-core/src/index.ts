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
export { evaluateMath } from './math/evaluateMath';
export { MAX_MATH_LENGTH, parseMath } from './math/parseMath';
export type { ExplainedStep } from './math/rules';
export type { Step } from './math/steps';
export { toLatex } from './math/toLatex';
export type { ToMathMLOptions } from './math/toMathML';
export { toMathML } from './math/toMathML';
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
export { MathResultError, unwrap } from './result/unwrap';
export { type CommaReading, type NumberCommas, readNumberCommas } from './solve/read/decimalComma';
export { type ProblemReading, readGraphProblem, readProblem } from './solve/readProblem';
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
export type { StatisticsResult } from './statistics/statistics';
export { MAX_STATISTICS_VALUES, statistics } from './statistics/statistics';
export type { TimeBreakdown, TimeCalcResult, TimePeriod } from './time/timeCalc';
export { timeCalc } from './time/timeCalc';
export type { LineCheck, MistakeId, WorkingCheck } from './tutor/checkWorking';
export { checkWorking, MAX_WORKING_LINES } from './tutor/checkWorking';
export type { AnswerMistake } from './tutor/explainAnswer';
export { explainAnswer } from './tutor/explainAnswer';
export type { SimilarProblem } from './tutor/similarProblem';
export {
  checkSimilarAnswer,
  confirmSimilarProblem,
  similarProblem,
} from './tutor/similarProblem';
export type { MathError, MathErrorCode, Result } from './types';
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
