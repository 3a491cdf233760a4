import { fail } from '../../_lib/result';
import { contains, hasVariable, NotExact } from '../../algebra/reading';
import { approx, eq, list, n as numberNode, variable } from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import * as E from '../../math/exact';
import { SolveStop } from '../../math/rational';
import { type Solution, solution, step } from '../../math/show';
import type { Step } from '../../math/steps';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';
import { hasAbsoluteValue, solveAbsolute } from '../absolute';
import { valueNode, workOut } from '../arithmetic';
import { complexArithmetic, isComplexArithmetic } from '../complex-arithmetic';
import { withComplexRoots } from '../complexRoots';
import { definiteProblem } from '../definite';
import { differentiate } from '../derivative';
import { type Answered, fromRoots, polynomialEquation, unknownOf } from '../equation';
import { exponentialBySubstitution } from '../exponential-substitution';
import { expandExpression } from '../expression';
import { factorProblem } from '../factor';
import { isInequalityProblem, solveInequality } from '../inequality';
import { integrateProblem } from '../integral';
import { logExpression, numericLog } from '../logarithm';
import { solvePercentage } from '../percentage';
import { dividePolynomials } from '../polyDivision';
import { higherDegreeEquation } from '../polyEquation';
import { withoutAlone } from '../polynomial';
import { hasRadical, solveRadical } from '../radical';
import { isRationalEquation, solveRationalEquation } from '../rationalEquation';
import { rationalExpression, readsSimplify } from '../rationalExpression';
import { readTyped } from '../readProblem';
import { closeTo } from '../refusal';
import { hasRootPower, solveRootPower } from '../root-power';
import { solveSystem } from '../system';
import { solveSystem3 } from '../system3';
import { logsOfPowersTakenApart, solveExponential, solveLogarithmic } from '../transcendental';
import { hasTrigValues, trigArithmetic } from '../trigArithmetic';
import { hasTrigOfUnknown, solveTrigEquation } from '../trigEquation';
import { isTrigValue, trigValue } from '../trigonometry';
import { verify, withCondition } from '../verify';

export type { Solution } from '../../math/show';

/** What kind of problem `solve` recognised. */
export type SolveKind =
  | 'arithmetic'
  | 'expression'
  | 'linear'
  | 'quadratic'
  | 'system'
  | 'exponential'
  | 'logarithmic'
  | 'logarithm'
  | 'inequality'
  | 'absolute-value'
  | 'radical'
  | 'factor'
  | 'polynomial'
  | 'polynomial-division'
  | 'rational-equation'
  | 'rational-expression'
  | 'derivative'
  | 'integral'
  | 'percentage'
  | 'trigonometry';

export interface SolveResult {
  kind: SolveKind;
  /**
   * What the problem is, as a heading: "Quadratic equation", "System of three linear equations",
   * "Trigonometric equation", "Derivative".
   */
  title: string;
  /** How it was solved: "factoring", "quadratic formula", "elimination", "exact arithmetic" … */
  method: string;
  /** The problem as read, as text and as MathML (for a live preview). */
  problem: string;
  problemMathml: string;
  /**
   * The answer in one line: "x = 2 or x = 3", "6√2", "No solution", "No real solutions"; for an
   * inequality its set as inequalities: "2 < x < 3", "x ≤ −2 or x ≥ 2", "All real numbers".
   */
  answer: string;
  /**
   * Each exact answer with its decimal value when real: `x = 2`, `6√2`, `x = (3 + √5)/2`.
   * Empty when there is no solution, or when every number is one (then `answer` says so), and
   * for an inequality (its answer is a set: `answer` and `interval`).
   */
  solutions: Solution[];
  steps: Step[];
  /**
   * Only for an inequality: its set in interval notation, "(2, 3)", "(−∞, −2] ∪ [2, ∞)",
   * "[1, 5)", "{1}", "(−∞, ∞)" (every number) or "∅" (none), and the same as MathML.
   */
  interval?: string;
  intervalMathml?: string;
  /**
   * Only for a quadratic with no real solutions: its two complex solutions as text, `x = −1 − 2i`
   * and `x = −1 + 2i` (no decimal `value`); `answer` then reads "No real solutions; x = −1 ± 2i".
   */
  complexSolutions?: Solution[];
  /**
   * The site tool that does the same calculation, when there is one, as plain data for a link:
   * `{ id: 'percentage', path: '/tools/percentage-calculator' }` for a percentage in words.
   */
  tool?: { id: string; path: string };
  /**
   * How a number typed with a comma was read, when one was: `['2,5 as 2.5']` for a decimal comma,
   * `['1,000 as 1000']` for a thousands separator (commas between equations list a system).
   */
  readAs?: string[];
}

/** Longer input is refused (a typed problem is a line or two). */
export const MAX_SOLVE_LENGTH = 300;

const solveEquation = (left: MathNode, right: MathNode): Answered => {
  const x = unknownOf(left, right);
  const both = eq(left, right);
  const taken = logsOfPowersTakenApart(both);
  if (taken?.type === 'relation') {
    const rest = solveEquation(...(taken.operands as [MathNode, MathNode]));
    return {
      ...rest,
      kind: 'logarithmic',
      method: `exponent out of the logarithm, then ${rest.method}`,
      steps: [
        step('Take the exponent out of the logarithm: log_b(cᵘ) = u·log_b(c)', taken),
        ...withoutAlone(rest.steps),
      ],
    };
  }
  if (contains(both, (n) => n.type === 'log' && hasVariable(n))) {
    const o = solveLogarithmic(left, right, x);
    return fromRoots('logarithmic', o.method, x, o.status, o.roots, o.steps);
  }
  if (contains(both, (n) => n.type === 'power' && hasVariable(n.exponent))) {
    const substituted = exponentialBySubstitution(left, right, x);
    if (substituted) return substituted;
    const o = solveExponential(left, right, x);
    const answered = fromRoots('exponential', o.method, x, o.status, o.roots, o.steps);
    return o.range ? { ...answered, answer: toText(o.range) } : answered;
  }
  if (hasRootPower(both)) return solveRootPower(left, right, x);
  if (hasRadical(both)) return solveRadical(left, right, x);
  if (isRationalEquation(left, right)) return solveRationalEquation(left, right, x);
  const higher = higherDegreeEquation(left, right, x);
  if (higher) return higher;
  return withComplexRoots(polynomialEquation(left, right, x), left, right, x);
};

const dispatch = (tree: MathNode, decimals: boolean, simplifying = false): Answered => {
  if (tree.type === 'list') {
    const equations = tree.items.map((item) => {
      if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
        throw new SolveStop('unsupported', 'Each equation of a system needs one = sign');
      return item.operands as [MathNode, MathNode];
    });
    if (equations.length === 3) return solveSystem3(equations, decimals);
    if (equations.length !== 2)
      throw new SolveStop('unsupported', 'A system must have two or three equations');
    const o = solveSystem(equations);
    const [u, v] = o.names;
    if (o.status === 'roots') {
      const [a, b] = o.values.map((q) => valueNode(E.fromQ(q), decimals)) as [MathNode, MathNode];
      const solutions = [solution(eq(variable(u), a), a), solution(eq(variable(v), b), b)];
      return {
        kind: 'system',
        method: 'elimination',
        answer: toText(list(eq(variable(u), a), eq(variable(v), b))),
        solutions,
        steps: o.steps,
      };
    }
    return {
      kind: 'system',
      method: 'elimination',
      answer:
        o.status === 'none'
          ? 'No solution'
          : `Infinitely many solutions: ${toText(o.family as MathNode)}`,
      solutions: [],
      steps: o.steps,
    };
  }
  if (tree.type === 'relation') {
    if (hasAbsoluteValue(tree)) return solveAbsolute(tree);
    if (isInequalityProblem(tree)) return solveInequality(tree);
    if (tree.relations.length !== 1 || tree.relations[0] !== '=')
      throw new SolveStop('unsupported', '≠, ≈ and chains with = are not supported');
    const [left, right] = tree.operands as [MathNode, MathNode];
    if (hasTrigOfUnknown(tree)) return solveTrigEquation(left, right);
    return solveEquation(left, right);
  }
  if (isComplexArithmetic(tree)) return complexArithmetic(tree);
  if (hasVariable(tree)) {
    if (contains(tree, (n) => n.type === 'log')) return logExpression(tree);
    const rational = rationalExpression(tree, simplifying);
    if (rational) return rational;
    const divided = dividePolynomials(tree);
    if (divided) return divided;
    return expandExpression(tree);
  }
  if (isTrigValue(tree)) return trigValue(tree);
  if (hasTrigValues(tree)) return trigArithmetic(tree, decimals);
  if (contains(tree, (n) => n.type === 'log')) {
    const log = numericLog(tree, decimals);
    if (log) return log;
  }
  try {
    const { node, steps } = workOut(tree, decimals);
    return {
      kind: 'arithmetic',
      method: 'exact arithmetic',
      answer: toText(node),
      solutions: [solution(node, node)],
      steps,
    };
  } catch (err) {
    if (!(err instanceof NotExact)) throw err;
    // A value with no exact closed form (log₂(5) + 1): its decimal, marked as rounded.
    const value = evaluateMath(tree);
    if (!Number.isFinite(value)) throw err;
    const rounded = numberNode(Number(value.toPrecision(10)));
    return {
      kind: 'arithmetic',
      method: 'decimal approximation',
      answer: `${toText(tree)} ≈ ${toText(rounded)}`,
      solutions: [{ text: toText(tree), value }],
      steps: [
        step(
          'This has no simpler exact form; its value to 10 significant digits',
          approx(tree, rounded),
        ),
      ],
    };
  }
};

/**
 * Solves what a student types, exactly, with its steps: arithmetic with fractions, mixed
 * numbers, powers and roots (`3/4 + 5/6`, `2 1/2 × 4/5`, `√72` = 6√2); linear equations
 * (`3(x-2)=2x+1`, `x/3 + 1/2 = 5/6`, no solution, every number); quadratics (`x^2-5x+6=0` by
 * factoring, `x^2-3x+1=0` by the formula: `x = (3 ± √5)/2`, no real solutions); two linear
 * equations (`2x+y=5, x-y=1`, also separated by `;`, `and` or a new line); exponential and
 * logarithmic equations (`2^(x+1)=16`, `log_2(x)=5`, `log(x)+log(x-3)=1`, extraneous roots
 * rejected in a step); expanding (`(2x+1)(x-3)`) and logarithms (`log_4(8)`, `log_2(8x)`);
 * derivatives (`d/dx x^2 sin(x)` = 2xsin(x) + x²cos(x), `f(x) = x^3, f'(x)`, `d²/dx² x^4`),
 * each checked against finite differences of the input before it is given; factoring (`factor
 * 6x^2+11x-10` = (2x + 5)(3x − 2)) and polynomial equations of degree 3 and more (`x^3-6x^2+11x-6=0`);
 * percentages in words (`15% of 80` = 12, `12 is what percent of 80` = 15%, `increase 80 by
 * 15%`, with `tool` naming the percentage calculator); exact trigonometric values at multiples of
 * 15° or π/12 (`cos(135°)` = −√2/2, `sin(π/6)` = 1/2, `tan(90°)` refused as undefined) and
 * equations in one of sin, cos or tan of x, in degrees (`2sin(x) = 1`: x = 30° or x = 150°);
 * rational equations (`x/(x+1) + 2/(x-1) = 1`: excluded values, multiply by the LCD, a candidate
 * that makes a denominator 0 rejected) and rational expressions simplified, added, multiplied or
 * divided with their restrictions (`simplify (x^2-1)/(x-1)` = "x + 1, x ≠ 1"); indefinite
 * integrals by linearity, the power rule, standard forms, substitution and parts (`∫ 3x^2 + 2x dx`
 * = x³ + x² + C), and definite ones with rational limits; powers xⁿ = c with their complex
 * solutions, cube roots and fractional powers, exponential equations quadratic in one power,
 * logarithms of related bases, absolute values and complex numbers (`i^2`, `√(−4)`). Where a
 * reading is a convention (`1/2π` is (1/2)π, `sin(30)` is in degrees) `readAs` says which was
 * taken, and `title` names the problem. A number typed with a decimal comma
 * (`2,5 + 1`) is read as 2.5 where the comma cannot separate equations (`readAs` says so). Every
 * answer is checked against the problem as typed before it is given (solutions put back into the
 * equation, an expression compared at sample points, an antiderivative differentiated).
 *
 * Errors (field `text`): `invalid_value` for text that cannot be read (with the parser's message)
 * or maths that is undefined (`log(−3)`, division by zero; `√(−4)` is 2i, the imaginary unit
 * being i); `unsupported` for anything outside that
 * scope, with the reason, what the problem was read as and what the solver does with something
 * close, or "did you mean …?" for a misspelt command; `out_of_range` when exact numbers would
 * grow too large. Input is limited to MAX_SOLVE_LENGTH (300) characters.
 *
 * @example
 * solve('x^2-5x+6=0').value.answer; // "x = 2 or x = 3"
 * solve('√72').value.solutions; // [{ text: '6√2', value: 8.48528137423857 }]
 */
export function solve(typed: string): Result<SolveResult> {
  if (typeof typed !== 'string') return fail('invalid_value', 'Enter a problem as text', 'text');
  if (typed.length > MAX_SOLVE_LENGTH)
    return fail('invalid_value', `Enter at most ${MAX_SOLVE_LENGTH} characters`, 'text');
  let readAs: string[] = [];
  const shown = (result: Answered, problem: MathNode): Result<SolveResult> => ({
    ok: true,
    value: { ...asShown(result, problem), ...(readAs.length > 0 ? { readAs } : {}) },
  });
  let understood: MathNode | undefined;
  try {
    // The problem as read: a percentage in words from the text as typed; the rest parsed as
    // maths, after the command words (derivative of, factor, divide … by …) are taken off.
    const read = readTyped(typed);
    if (!read.ok) return read;
    const { text, percentage, derivative, integral, factoring, tree } = read.value;
    readAs = read.value.readAs;
    if (percentage) {
      const result = solvePercentage(percentage);
      return shown(result, result.problem);
    }
    if (!tree) throw new SolveStop('unsupported', 'There is nothing to solve');
    understood = tree;
    const decimals = /\d?\.\d/.test(text) && !/[/÷½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/.test(text);
    const differentiated = derivative
      ? differentiate(tree, derivative)
      : integral &&
        (integral.limits
          ? definiteProblem(tree, { ...integral, limits: integral.limits })
          : integrateProblem(tree, integral));
    const result =
      differentiated ??
      factorProblem(tree, factoring) ??
      dispatch(tree, decimals, readsSimplify(text));
    if (!differentiated) verify(tree, result);
    return shown(differentiated ?? withCondition(tree, result), differentiated?.problem ?? tree);
  } catch (err) {
    if (err instanceof SolveStop) {
      const message =
        err.code === 'unsupported' ? `${err.message}. ${closeTo(understood)}.` : err.message;
      return fail(err.code, message, 'text');
    }
    return fail('unsupported', `This problem could not be solved. ${closeTo(understood)}.`, 'text');
  }
}

const TITLES: Record<SolveKind, string> = {
  arithmetic: 'Arithmetic',
  expression: 'Expanding an expression',
  linear: 'Linear equation',
  quadratic: 'Quadratic equation',
  system: 'System of linear equations',
  exponential: 'Exponential equation',
  logarithmic: 'Logarithmic equation',
  logarithm: 'Logarithm expression',
  inequality: 'Inequality',
  'absolute-value': 'Absolute value',
  radical: 'Radical equation',
  factor: 'Factoring',
  polynomial: 'Polynomial equation',
  'polynomial-division': 'Polynomial division',
  'rational-equation': 'Rational equation',
  'rational-expression': 'Rational expression',
  derivative: 'Derivative',
  integral: 'Integral',
  percentage: 'Percentage',
  trigonometry: 'Trigonometric value',
};
const COUNTS = ['two', 'three'];

/** The heading of a result: a system counts its equations, a trig equation is not a value. */
const titleOf = (kind: SolveKind, problem: MathNode): string => {
  if (kind === 'system' && problem.type === 'list')
    return `System of ${COUNTS[problem.items.length - 2] ?? problem.items.length} linear equations`;
  if (kind === 'trigonometry' && problem.type === 'relation') return 'Trigonometric equation';
  return TITLES[kind];
};

/** The result as `solve` gives it: the problem as read, and only the fields this kind has. */
function asShown(result: Answered, problem: MathNode): SolveResult {
  return {
    kind: result.kind,
    title: titleOf(result.kind, problem),
    method: result.method,
    problem: toText(problem),
    problemMathml: toMathML(problem),
    answer: result.answer,
    solutions: result.solutions,
    steps: result.steps,
    ...(result.interval === undefined
      ? {}
      : { interval: result.interval, intervalMathml: result.intervalMathml }),
    ...(result.tool === undefined ? {} : { tool: result.tool }),
    ...(result.complexSolutions === undefined ? {} : { complexSolutions: result.complexSolutions }),
  };
}
