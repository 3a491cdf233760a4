import { fail } from '../../_lib/result';
import { approx, eq, list, n as numberNode, variable } from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import * as E from '../../math/exact';
import { parseMath } from '../../math/parseMath';
import { SolveStop } from '../../math/rational';
import type { Step } from '../../math/steps';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';
import { hasAbsoluteValue, solveAbsolute } from '../absolute';
import { valueNode, workOut } from '../arithmetic';
import { differentiate } from '../derivative';
import { type Answered, fromRoots, polynomialEquation, unknownOf } from '../equation';
import { expandExpression } from '../expression';
import { isInequalityProblem, solveInequality } from '../inequality';
import { logExpression, numericLog } from '../logarithm';
import { withoutAlone } from '../polynomial';
import { contains, hasVariable, NotExact } from '../reading';
import { type Solution, solution, step } from '../show';
import { solveSystem } from '../system';
import { logsOfPowersTakenApart, solveExponential, solveLogarithmic } from '../transcendental';
import { type DerivativeRequest, prepare, readDerivative } from '../words';

export type { Solution } from '../show';

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
  | 'derivative';

export interface SolveResult {
  kind: SolveKind;
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
}

/** Longer input is refused (a typed problem is a line or two). */
export const MAX_SOLVE_LENGTH = 300;

const SUPPORTED =
  'The solver handles arithmetic with fractions, mixed numbers, powers and roots; linear and quadratic equations and inequalities; absolute-value equations and inequalities; two linear equations in two unknowns (separated by a comma); exponential and logarithmic equations; derivatives; and expanding expressions and logarithms';

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
    const o = solveExponential(left, right, x);
    const answered = fromRoots('exponential', o.method, x, o.status, o.roots, o.steps);
    return o.range ? { ...answered, answer: toText(o.range) } : answered;
  }
  return polynomialEquation(left, right, x);
};

const dispatch = (tree: MathNode, decimals: boolean): Answered => {
  if (tree.type === 'list') {
    const equations = tree.items.map((item) => {
      if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
        throw new SolveStop('unsupported', 'Each equation of a system needs one = sign');
      return item.operands as [MathNode, MathNode];
    });
    if (equations.length !== 2)
      throw new SolveStop('unsupported', 'A system must have exactly two equations');
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
    return solveEquation(left, right);
  }
  if (hasVariable(tree)) {
    if (contains(tree, (n) => n.type === 'log')) return logExpression(tree);
    return expandExpression(tree);
  }
  if (contains(tree, (n) => n.type === 'log')) {
    const log = numericLog(tree);
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
 * each checked against finite differences of the input before it is given.
 *
 * Errors (field `text`): `invalid_value` for text that cannot be read (with the parser's message)
 * or maths that is undefined (`√(−4)`, division by zero); `unsupported` for anything outside that
 * scope, with a message that lists what is supported; `out_of_range` when exact numbers would
 * grow too large. Input is limited to MAX_SOLVE_LENGTH (300) characters.
 *
 * @example
 * solve('x^2-5x+6=0').value.answer; // "x = 2 or x = 3"
 * solve('√72').value.solutions; // [{ text: '6√2', value: 8.48528137423857 }]
 */
export function solve(text: string): Result<SolveResult> {
  if (typeof text !== 'string') return fail('invalid_value', 'Enter a problem as text', 'text');
  if (text.length > MAX_SOLVE_LENGTH)
    return fail('invalid_value', `Enter at most ${MAX_SOLVE_LENGTH} characters`, 'text');
  let prepared: string;
  let derivative: DerivativeRequest | undefined;
  try {
    derivative = readDerivative(text);
    prepared = prepare(derivative ? derivative.expression : text);
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    const message = err.code === 'unsupported' ? `${err.message}. ${SUPPORTED}.` : err.message;
    return fail(err.code, message, 'text');
  }
  const parsed = parseMath(prepared);
  if (!parsed.ok) return parsed;
  const tree = parsed.value;
  const decimals = /\d?\.\d/.test(text) && !/[/÷½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/.test(text);
  try {
    const differentiated = derivative ? differentiate(tree, derivative) : undefined;
    const result = differentiated ?? dispatch(tree, decimals);
    const problem = differentiated?.problem ?? tree;
    return {
      ok: true,
      value: {
        kind: result.kind,
        method: result.method,
        problem: toText(problem),
        problemMathml: toMathML(problem),
        answer: result.answer,
        solutions: result.solutions,
        steps: result.steps,
        ...(result.interval === undefined
          ? {}
          : { interval: result.interval, intervalMathml: result.intervalMathml }),
      },
    };
  } catch (err) {
    if (err instanceof SolveStop) {
      const message = err.code === 'unsupported' ? `${err.message}. ${SUPPORTED}.` : err.message;
      return fail(err.code, message, 'text');
    }
    return fail('unsupported', `This problem could not be solved. ${SUPPORTED}.`, 'text');
  }
}
