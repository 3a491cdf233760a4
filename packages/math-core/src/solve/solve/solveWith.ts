/**
 * The one solver engine: what was typed read, solved by the kinds of a registry, checked and
 * shown. `solve` is it with every kind; `createSolver` with the kinds it is given.
 */

import { fail } from '../../_lib/result';
import { withDecimal } from '../../algebra/approximate';
import type { WrittenIn } from '../../math/catalogue/template';
import { refusalWrittenIn, refuse, SolveStop, said } from '../../math/refusal';
import { asWords, chained, englishTerm, withWords } from '../../math/rules';
import { toMathML } from '../../math/toMathML';
import { toSpeech } from '../../math/toSpeech';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { MathError, MathErrorWhy, Result } from '../../types';
import { answerTreeOf } from '../answer';
import { verify, withCondition } from '../check';
import type { Budget } from '../kind';
import { notThisWay } from '../methods/choice';
import type { Reading, RequestId } from '../read';
import type { Language } from '../read/languages/language';
import { toPlaces } from '../read/places';
import { CLOSE_TO_REFUSALS, closeTo } from '../read/refusal';
import { withinInterval } from '../read/select';
import { nearestReading } from '../read/suggest';
import { readsSimplify, withoutNear } from '../read/words';
import { MAX_SOLVE_LENGTH, READ_REFUSALS, readTyped, tooLong } from '../readTyped';
import { givenKind, NotGiven, type Registry } from '../registry';
import type { Answered, SolveKind, SolveResult } from '../solveResult';
import type { WritingLanguage } from '../written';

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
  /**
   * The language typed in besides English, one of the exported tables (`spanish`, `french`,
   * `german`, `portuguese`): `solve('resuelve 2x + 3 = 7', { language: spanish })`. Its decimal
   * comma, thousands, `:` for division, intervals, function names and request words are read;
   * English typed with it still reads. A language that also writes (`es`, `fr`, `de`, `pt`, from
   * `@mathtools/math-core/locales/es` …) gives the result in it: the steps' words from its notes,
   * the problem, answer, solutions, interval and each step's statement in its notation (2,5,
   * `x = 1; y = 2`, `]−2 ; 2[` in French, sen and lg), an answer in words in its words.
   */
  language?: Language;
}

/**
 * `solve` by the kinds of one registry: `createSolver` gives it with the kinds it was given. A
 * problem of another kind is refused (`unsupported`) with that kind in `needs`, when it is told.
 * Its steps take their words from the notes of the registry's kinds.
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
  const result = withSuggestion(registry, typed, options, budget);
  // The refusal in the student's language, when it is given one that writes.
  return result.ok
    ? result
    : {
        ok: false,
        error: refusalWrittenIn(result.error, options?.language as WrittenIn | undefined),
      };
}

/** `solve` as typed, or its refusal with the nearest reading that the solver answers. */
function withSuggestion(
  registry: Registry,
  typed: string,
  options: SolveOptions | undefined,
  budget: Budget | undefined,
): SolveAnswer {
  const result = solveAsTyped(registry, typed, options, budget);
  if (result.ok || result.error.field !== 'text' || typeof typed !== 'string') return result;
  if (typed.length > MAX_SOLVE_LENGTH || result.error.code === 'too_complex') return result;
  if (result.error.needs !== undefined) return result;
  // The nearest reading that the solver answers, offered as one tap.
  const suggestion = nearestReading(
    typed,
    result.error.message,
    (text) => solveAsTyped(registry, text, options, budget).ok,
    // Every language the solver reads besides English writes a decimal comma.
    options?.language !== undefined,
  );
  if (suggestion === undefined) return result;
  // Its own "did you mean …?" gives way to the reading offered.
  const reason = withoutNear(result.error);
  const ended = /[.?!]$/.test(reason.message);
  return {
    ok: false,
    error: {
      ...result.error,
      ...said(CLOSE_TO_REFUSALS, ended ? 'trySuggestionAfter' : 'trySuggestion', {
        reason,
        suggestion,
      }),
      suggestion,
    },
  };
}

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
  const language: unknown = options?.language;
  if (language !== undefined && typeof (language as Language | null)?.read !== 'function')
    return fail(
      'invalid_value',
      'options.language must be one of the exported languages: spanish, french, german or portuguese',
      'language',
    );
  const chosen = asked as string | undefined;
  if (typed.length > MAX_SOLVE_LENGTH) return tooLong();
  let readAs: string[] = [];
  let readings: Reading[] = [];
  // What the words asked for, once read.
  let request: RequestId | undefined;
  // "to 3 decimal places": each real value also rounded so, after "≈".
  let places: number | undefined;
  // A language that writes brings its writing: a solver given none carries none of it.
  const writes = (options?.language as Partial<WritingLanguage> | undefined)?.writes;
  const shown = (result: Answered, problem: MathNode): Result<SolveResult> => {
    const english = asShown(
      places === undefined ? result : toPlaces(result, places),
      problem,
      registry,
    );
    return {
      ok: true,
      value: {
        ...(typeof writes === 'function' ? writes(english, registry.notes) : english),
        ...(readAs.length > 0 ? { readAs } : {}),
        ...(readings.length > 0 ? { readings } : {}),
        ...(request ? { request } : {}),
      },
    };
  };
  let understood: MathNode | undefined;
  try {
    // The problem as read: a question in words from the text as typed; the rest parsed as
    // maths, after the command words (derivative of, factor, divide … by …) are taken off.
    const read = readTyped(
      typed,
      { corrections: options?.corrections !== false, language: options?.language },
      registry,
    );
    if (!read.ok) return read;
    const { text, worded, asked, parts, tree, graphing, words } = read.value;
    readAs = read.value.readAs;
    readings = read.value.readings;
    request = words?.request;
    places = words?.constraints.places;
    // A way of solving named in words ("by substitution") where none was passed.
    const method = chosen ?? words?.method;
    if (worded) {
      const result = worded.answer();
      return shown(asAsked(result, method), result.problem);
    }
    if (!tree) throw refuse('unsupported', READ_REFUSALS, 'nothingToSolve');
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
    if (err instanceof WrongMethod)
      return { ok: false, error: { code: 'unsupported', field: 'method', ...err.reason } };
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
    const refused = (
      code: MathError['code'],
      reason: { message: string; why?: MathErrorWhy },
    ): SolveAnswer => ({
      ok: false,
      error: { code, field: 'text', ...reason, ...(request ? { request } : {}) },
    });
    if (err instanceof SolveStop) {
      const reason = { message: err.message, ...(err.why ? { why: err.why } : {}) };
      return refused(
        err.code,
        err.code === 'unsupported'
          ? said(CLOSE_TO_REFUSALS, 'refusedClose', { reason, close: closeTo(understood, request) })
          : reason,
      );
    }
    return refused(
      'unsupported',
      said(CLOSE_TO_REFUSALS, 'notSolved', { close: closeTo(understood, request) }),
    );
  }
}

/** A way of solving asked for that the problem is not solved by, and why as data. */
class WrongMethod extends Error {
  constructor(readonly reason: { message: string; why: MathErrorWhy }) {
    super(reason.message);
  }
}

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
  'answerByUnit',
  'values',
] as const;

/** The result as `solve` gives it: the problem as read, and only the fields this kind has. */
function asShown(result: Answered, problem: MathNode, registry: Registry): SolveResult {
  const kind = givenKind(registry, result.kind);
  const answerTree = answerTreeOf(result, kind.solutions === 'point');
  const titleWords = asWords(kind.title(problem));
  const methodWords = asWords(result.method);
  const own: Partial<Record<(typeof OWN_FIELDS)[number], unknown>> = {};
  const given = result as Partial<Record<(typeof OWN_FIELDS)[number], unknown>>;
  for (const field of OWN_FIELDS) if (given[field] !== undefined) own[field] = given[field];
  // One object per kind: the union is made of what this kind's variant has, field by field.
  return {
    kind: result.kind,
    title: englishTerm('title', titleWords, registry.notes),
    titleWords,
    practice: kind.practice,
    method: englishTerm('method', methodWords, registry.notes),
    methodWords,
    ...(result.methods === undefined ? {} : { methods: result.methods }),
    problem: toText(problem),
    problemMathml: toMathML(problem),
    tree: problem,
    answer: result.answer,
    ...(result.answerWords === undefined ? {} : { answerWords: result.answerWords }),
    answerTree,
    answerMathml: toMathML(answerTree),
    answerSpeech: toSpeech(answerTree),
    solutions: result.solutions.map(withDecimal),
    // The steps' words, rendered once the work is done, with the notes of the registry's kinds.
    steps: chained(withWords(result.steps, registry.notes), problem),
    ...(result.tool === undefined ? {} : { tool: result.tool }),
    ...(result.outcome === undefined ? {} : { outcome: result.outcome }),
    ...own,
    ...('radians' in result && result.radians ? { radians: true } : {}),
  } as SolveResult;
}
