import { fail } from '../../_lib/result';
import { withDecimal } from '../../algebra/approximate';
import { SolveStop } from '../../math/rational';
import { chained } from '../../math/rules';
import { toMathML } from '../../math/toMathML';
import { toSpeech } from '../../math/toSpeech';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { MathError, Result } from '../../types';
import { answerTreeOf } from '../answer';
import { verify, withCondition } from '../check';
import type { Budget } from '../kind';
import { everyKind } from '../kinds';
import { notThisWay } from '../methods/choice';
import type { RequestId } from '../read';
import { toPlaces } from '../read/places';
import { closeTo } from '../read/refusal';
import { withinInterval } from '../read/select';
import { nearestReading } from '../read/suggest';
import { readsSimplify } from '../read/words';
import { MAX_SOLVE_LENGTH, readTyped } from '../readProblem';
import { givenKind, NotGiven, type Registry } from '../registry';
import type { Answered, SolveKind, SolveResult } from '../solveResult';

export type { MethodId, SolveMethod } from '../methods/choice';
export type { RequestId } from '../read';
export { MAX_SOLVE_LENGTH } from '../readProblem';
export type {
  AbsoluteValueResult,
  Answered,
  ArithmeticResult,
  ComplexAnswer,
  ComplexNumberResult,
  GraphResult,
  InequalityResult,
  LimitResult,
  PolynomialResult,
  QuadraticResult,
  ResultBase,
  ResultOf,
  SetAnswer,
  SetEnd,
  SetInterval,
  Solution,
  SolveKind,
  SolveOutcome,
  SolveResult,
  SystemResult,
  TrigonometryResult,
  Variant,
} from '../solveResult';

/** How `solve` is asked to work. */
export interface SolveOptions {
  /**
   * The way to solve by, one of the ids `methods` lists (`'completing-the-square'`,
   * `'substitution'` …); a way that does not apply to the problem is refused (`unsupported`).
   */
  method?: string;
  /**
   * `false` reads every word as typed: a word one edit from a request word ("slove") is then
   * refused with "did you mean …?" instead of read as that word (what "Read as" offers to undo).
   */
  corrections?: boolean;
  /**
   * The most time the solve may take, in milliseconds (a page that must not freeze gives one):
   * the solver checks it between the ways it tries a problem, and past it refuses with
   * `too_complex`. One way's own work is bounded by its limits, so the solve ends within the
   * budget plus that. Without it, a solve takes what it takes.
   */
  budget?: { ms: number };
}

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
 * logarithms of related bases, absolute values and complex numbers (`i^2`, `√(−4)`); the gcd and lcm
 * of whole numbers (`gcd(12, 18)` = 6, through prime factorisations, with the GCD & LCM tool). Where a
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
 * grow too large. Input is limited to MAX_SOLVE_LENGTH (300) characters. A refusal of the text
 * carries `error.suggestion` when a reading of it changed as little as a student would change it
 * is answered (`'x^2 = 4'` for `'x^2 blorp = 4'`), and its message offers it.
 *
 * Words around the maths are read before any kind sees it: the request ("expand and simplify",
 * "avg of", "determinant of"), the unknown asked for ("I = PRT solve for R" → R = I/(PT)),
 * constraints ("for 0 ≤ x < 2π" lists exactly the solutions there, "in radians", "(answer in
 * degrees)", "to 3 decimal places", "exact") and operator words ("x squared minus 5x plus 6
 * equals 0"); a word one edit from a request word is read as it, which `readAs` says and
 * `options.corrections: false` undoes.
 *
 *
 * `options.method` asks for one way where several apply (`methods` lists them): the answer is the
 * same and is checked the same; a way that does not apply is refused with `unsupported` (field
 * `method`), naming the ways that do.
 *
 * @example
 * solve('x^2-5x+6=0').value.answer; // "x = 2 or x = 3"
 * solve('x^2-5x+6=0', { method: 'completing-the-square' }).value.method; // "completing the square"
 * solve('√72').value.solutions; // [{ text: '6√2', value: 8.48528137423857, tree: (6√2 as a MathNode), exact: (the same), decimal: (the number tree 8.48528) }]
 */
export function solve(typed: string, options?: SolveOptions): SolveAnswer {
  return solveWith(everyKind, typed, options);
}

/**
 * `solve` by the kinds of one registry: `createSolver` gives it with the kinds it was given. A
 * problem of another kind is refused (`unsupported`) with that kind in `needs`, when it is told.
 */
export function solveWith(registry: Registry, typed: string, options?: SolveOptions): SolveAnswer {
  const ms: unknown = options?.budget?.ms;
  if (options?.budget !== undefined && !(typeof ms === 'number' && ms >= 0))
    return fail(
      'invalid_value',
      'options.budget.ms must be a number of milliseconds, 0 or more',
      'budget',
    );
  // One budget for the whole call, the readings tried for a refusal included.
  const budget = typeof ms === 'number' ? { until: Date.now() + ms } : undefined;
  const result = solveAsTyped(registry, typed, options, budget);
  if (result.ok || result.error.field !== 'text' || typeof typed !== 'string') return result;
  if (typed.length > MAX_SOLVE_LENGTH || result.error.code === 'too_complex') return result;
  if (result.error.needs !== undefined) return result;
  // The nearest reading that the solver answers, offered as one tap.
  const suggestion = nearestReading(
    typed,
    result.error.message,
    (text) => solveAsTyped(registry, text, options, budget).ok,
  );
  return suggestion === undefined
    ? result
    : {
        ok: false,
        error: {
          ...result.error,
          message: `${sentence(result.error.message.replace(/:? did you mean "[^"]*"\?$/, ''))} Try "${suggestion}", which the solver answers.`,
          suggestion,
        },
      };
}

/** A message ended as a sentence. */
const sentence = (message: string): string => (/[.?!]$/.test(message) ? message : `${message}.`);

/** What `solve` gives: the result, or a refusal with the nearest reading that solves. */
export type SolveAnswer = { ok: true; value: SolveResult } | { ok: false; error: SolveRefusal };

/** Why a problem was refused, and the nearest reading of it that the solver answers. */
export interface SolveRefusal extends MathError {
  /**
   * The problem as typed, changed as little as a student would change it, that the solver answers:
   * `"x^2 = 4"` for `"x^2 blorp = 4"`. Absent when no such reading was found.
   */
  suggestion?: string;
  /**
   * What the words asked, when they asked something ("expand and simplify …" → `'expand'`,
   * "limit of …" → `'limit'`): a tool suggested for the refusal should do that.
   */
  request?: RequestId;
  /**
   * Only from a solver made by `createSolver`: the kind the problem is, which that solver was not
   * given (`'quadratic'`); a solver given that kind too answers it.
   */
  needs?: SolveKind;
}

/** `solve` without the search for a reading that solves. */
function solveAsTyped(
  registry: Registry,
  typed: string,
  options?: SolveOptions,
  budget?: Budget,
): SolveAnswer {
  if (typeof typed !== 'string') return fail('invalid_value', 'Enter a problem as text', 'text');
  const asked: unknown = options?.method;
  if (
    options != null &&
    (typeof options !== 'object' || (asked !== undefined && typeof asked !== 'string'))
  )
    return fail(
      'invalid_value',
      'options.method must be the id of a method, such as "factoring"',
      'method',
    );
  const chosen = asked as string | undefined;
  if (typed.length > MAX_SOLVE_LENGTH)
    return fail('invalid_value', `Enter at most ${MAX_SOLVE_LENGTH} characters`, 'text');
  let readAs: string[] = [];
  // "to 3 decimal places": each real value also rounded so, after "≈".
  let places: number | undefined;
  const shown = (result: Answered, problem: MathNode): Result<SolveResult> => ({
    ok: true,
    value: {
      ...asShown(places === undefined ? result : toPlaces(result, places), problem, registry),
      ...(readAs.length > 0 ? { readAs } : {}),
    },
  });
  let understood: MathNode | undefined;
  let request: RequestId | undefined;
  try {
    // The problem as read: a question in words from the text as typed; the rest parsed as
    // maths, after the command words (derivative of, factor, divide … by …) are taken off.
    const read = readTyped(typed, { corrections: options?.corrections !== false }, registry);
    if (!read.ok) return read;
    const { text, worded, asked, parts, tree, graphing, words } = read.value;
    readAs = read.value.readAs;
    request = words?.request;
    places = words?.constraints.places;
    // A way of solving named in words ("by substitution") where none was passed.
    const method = chosen ?? words?.method;
    if (worded) {
      const result = worded.answer();
      return shown(asAsked(result, method), result.problem);
    }
    if (!tree) throw new SolveStop('unsupported', 'There is nothing to solve');
    understood = tree;
    const decimals = /\d?\.\d/.test(text) && !/[/÷½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/.test(text);
    // What command words ask (a derivative, a factoring …); a result that carries its problem was
    // checked by its kind as it was worked out.
    const commanded = asked?.solve(tree, method, parts ?? {});
    if (commanded?.problem) return shown(asAsked(commanded, method), commanded.problem);
    // The unit asked for in words, else the one the problem is typed in (π, °).
    const unit = words?.constraints.unit;
    const radians = unit ? unit === 'radians' : /\bradians?\b|π|\bpi\b/i.test(typed);
    const result =
      commanded ??
      registry.dispatch(tree, {
        decimals,
        simplifying: readsSimplify(text),
        graphing: graphing === true,
        radians,
        degrees: unit ? unit === 'degrees' : /\bdegrees?\b|°/i.test(typed),
        proving: read.value.proving === true,
        method,
        ...(budget ? { budget } : {}),
      });
    const kind = givenKind(registry, result.kind);
    verify(tree, asAsked(result, method), kind);
    const interval = words?.constraints.interval;
    const answered = withCondition(tree, result, kind);
    // An interval stated for the unknown: only the solutions in it.
    return shown(
      interval ? withinInterval(answered, tree, interval, radians, kind.periodic) : answered,
      tree,
    );
  } catch (err) {
    if (err instanceof WrongMethod) return fail('unsupported', err.message, 'method');
    if (err instanceof NotGiven)
      return {
        ok: false,
        error: {
          code: 'unsupported',
          field: 'text',
          message: err.message,
          needs: err.kind as SolveKind,
        },
      };
    // What was asked goes with the refusal, so that a tool is offered only when it does that.
    const refused = (code: MathError['code'], message: string): SolveAnswer => ({
      ok: false,
      error: { code, field: 'text', message, ...(request ? { request } : {}) },
    });
    if (err instanceof SolveStop) {
      const message =
        err.code === 'unsupported'
          ? `${err.message}. ${closeTo(understood, request)}.`
          : err.message;
      return refused(err.code, message);
    }
    return refused(
      'unsupported',
      `This problem could not be solved. ${closeTo(understood, request)}.`,
    );
  }
}

/** A way of solving asked for that the problem is not solved by. */
class WrongMethod extends Error {}

/** The result, when it was worked out the way asked for (or none was); else a WrongMethod. */
const asAsked = <A extends Answered>(result: A, method: string | undefined): A => {
  if (method !== undefined && result.methods?.find((m) => m.used)?.id !== method)
    throw new WrongMethod(notThisWay(method, result.methods));
  return result;
};

/** The fields only some kinds have, each given when the kind answering gives it. */
const OWN_FIELDS = [
  'interval',
  'intervalMathml',
  'set',
  'complexSolutions',
  'functions',
  'radianSolutions',
  'values',
] as const;

/** The result as `solve` gives it: the problem as read, and only the fields this kind has. */
function asShown(result: Answered, problem: MathNode, registry: Registry): SolveResult {
  const kind = givenKind(registry, result.kind);
  const answerTree = answerTreeOf(result, kind.solutions === 'point');
  const own: Partial<Record<(typeof OWN_FIELDS)[number], unknown>> = {};
  const given = result as Partial<Record<(typeof OWN_FIELDS)[number], unknown>>;
  for (const field of OWN_FIELDS) if (given[field] !== undefined) own[field] = given[field];
  // One object per kind: the union is made of what this kind's variant has, field by field.
  return {
    kind: result.kind,
    title: kind.title(problem),
    practice: kind.practice,
    method: result.method,
    ...(result.methods === undefined ? {} : { methods: result.methods }),
    problem: toText(problem),
    problemMathml: toMathML(problem),
    tree: problem,
    answer: result.answer,
    answerTree,
    answerMathml: toMathML(answerTree),
    answerSpeech: toSpeech(answerTree),
    solutions: result.solutions.map(withDecimal),
    steps: chained(result.steps, problem),
    ...(result.tool === undefined ? {} : { tool: result.tool }),
    ...(result.outcome === undefined ? {} : { outcome: result.outcome }),
    ...own,
    ...('radians' in result && result.radians ? { radians: true } : {}),
  } as SolveResult;
}
