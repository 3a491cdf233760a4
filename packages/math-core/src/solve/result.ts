/**
 * What every result of `solve` has, whatever its kind. Each kind declares its own variant in its
 * folder (kinds/<id>/result.ts) from `Variant`, adding the fields only it has (an inequality's
 * set, a graph's functions); `./solveResult` joins the variants into the union `SolveResult`,
 * discriminated by `kind`. This module imports no kind, no registry and no solver, so the kinds,
 * the registry and the solver can all name these types without importing one another.
 */

import type { AnswerWords } from '../math/catalogue/answers';
import type { GraphFunction } from '../math/plotted';
import type { ExplainedStep, Wording, Words, WorkedStep } from '../math/rules';
import type { SetInterval, Solution } from '../math/show';
import type { MathNode } from '../math/tree';
import type { PracticeCategory } from '../types';
import type { SolveMethod } from './methods/choice';
import type { RequestId } from './read/phrases';
import type { Reading } from './read/reading';

export type { SetEnd, SetInterval, Solution } from '../math/show';

/** What the solutions are when they are not a list of values (`SolveResult.outcome`). */
export type SolveOutcome = 'none' | 'all' | 'family';

/** The fields of every result of `solve`; `K` is the kind's id. */
export interface ResultBase<K extends string = string> {
  /** What kind of problem this is: narrowing on it gives the fields only that kind has. */
  kind: K;
  /**
   * What the problem is, as a heading: "Quadratic equation", "System of three linear equations",
   * "Trigonometric equation", "Derivative".
   */
  title: string;
  /**
   * `title` as data, the id of its words and what they name, from which a page writes the heading
   * in its language: `{ id: 'quadratic' }`, `{ id: 'systemOf', params: { count: 3 } }`.
   */
  titleWords: Words;
  /**
   * The Practice Center category that drills this kind of problem ('algebra' for equations,
   * expressions and systems, 'logarithms' for logarithms and exponential equations), or null
   * when none does (arithmetic, percentages, trigonometry, derivatives, integrals).
   */
  practice: PracticeCategory | null;
  /** How it was solved: "factoring", "quadratic formula", "elimination", "exact arithmetic" … */
  method: string;
  /**
   * `method` as data, the id of its words and what they name: `{ id: 'quadraticFormula' }`,
   * `{ id: 'thenLimits', params: { first: { id: 'substitution' } } }`.
   */
  methodWords: Words;
  /**
   * Only where the problem can be solved more than one way: every way that applies, in a fixed
   * order, the one these steps use marked `used: true`; `solve(text, { method: id })` asks for
   * another. A quadratic: `factoring` (rational roots), `quadratic-formula`,
   * `completing-the-square`, and `square-root` when there is no x term; two linear equations:
   * `substitution`, `elimination`; a linear inequality: `unknown-left`, `unknown-right`; an
   * integral that both substitution and parts solve: `substitution`, `by-parts`.
   */
  methods?: SolveMethod[];
  /** The problem as read, as text and as MathML (for a live preview). */
  problem: string;
  problemMathml: string;
  /** The problem as read, as a tree (what `problem` and `problemMathml` are written from). */
  tree: MathNode;
  /**
   * The answer in one line: "x = 2 or x = 3", "6√2", "No solution", "No real solutions"; for an
   * inequality its set as inequalities: "2 < x < 3", "x ≤ −2 or x ≥ 2", "All real numbers".
   * It is `answerTree` written out as text.
   */
  answer: string;
  /**
   * Only for an answer given in words: its words as data, the id of their template and its
   * parameters (trees, numbers, lists), what `answer` is rendered from in the language of the
   * result: `{ id: 'none' }` is "No solution", `{ id: 'everyExcept', params: { except } }` "Every
   * number is a solution except x = 1".
   */
  answerWords?: AnswerWords;
  /**
   * The whole answer as one tree: a list joined by "or" for several solutions
   * (`x = 2 or x = 3`), the one solution's statement or value for one (`6√2`), an inequality's set
   * as inequalities joined by "or", and a text node for an answer in words ("No solution",
   * "Every number is a solution"). `answer`, `answerMathml` and `answerSpeech` are written from it.
   */
  answerTree: MathNode;
  /** `answerTree` as MathML (presentation markup), for display. */
  answerMathml: string;
  /**
   * `answerTree` as words for a screen reader: "x equals 2 or x equals 3". With a `language`, in
   * its words and with its decimal mark ("x es igual a 2 o x es igual a 3", "x es igual a 2,5").
   */
  answerSpeech: string;
  /**
   * Each exact answer with its decimal value when real: `x = 2`, `6√2`, `x = (3 + √5)/2`.
   * Empty when there is no solution, or when every number is one (then `answer` says so), and
   * for an inequality (its answer is a set: `answer` and `interval`).
   */
  solutions: Solution[];
  /** The working, one step at a time, each with its note, its maths and the rule it uses. */
  steps: ExplainedStep[];
  /**
   * What the solutions are when they are not a list of values: `'none'` (no solution, or no real
   * one), `'all'` (every number is a solution, but any excluded values), `'family'` (a system's
   * infinitely many solutions). Absent when `solutions` lists them.
   */
  outcome?: SolveOutcome;
  /**
   * The site tool that does the same calculation, when there is one, as plain data for a link:
   * `{ id: 'percentage', path: '/tools/percentage-calculator' }` for a percentage in words.
   */
  tool?: { id: string; path: string };
  /**
   * How what was typed was read, where a reading is not the only one: a number typed with a comma
   * (`'2,5 as 2.5'`, `'1,000 as 1000'`; commas between equations list a system), a word read as
   * the request word one edit from it (`'"slove" as "solve"'`, undone by `{ corrections: false }`),
   * an interval stated in words (`'for 0 ≤ x < 2π as the interval asked for'`), operator words
   * (`'x squared minus 1 as x^2 - 1'`) and conventions (`'1/2π as (1/2)π'`).
   */
  readAs?: string[];
  /**
   * The readings of `readAs` as data (`{ typed: '2,5', read: '2.5' }`; `word` for a misspelt
   * request word read as the word one edit from it), for a page to word in its own language: each
   * but the interval asked for, and but operator words where a language was read into English.
   */
  readings?: Reading[];
  /**
   * What the problem's words asked to be done with its maths, when they asked it ("factor x^2 -
   * 5x + 6" → `'factor'`, "derivada de x^3" → `'differentiate'`, "solve for x: …" → `'solve'`):
   * what a page that shows the problem again, its maths typeset, asks in its own words. Absent
   * for maths typed alone (`x^2 - 5x + 6`, `2x + 3 = 7`).
   */
  request?: RequestId;
}

/**
 * A kind's variant of the result: the fields every result has, with `kind` its id, and the
 * fields `Own` that only this kind has (required where the kind always gives them).
 */
export type Variant<K extends string, Own extends object = object> = ResultBase<K> & Own;

/** The fields `solve` adds to what a kind answers: the problem as read and the answer rendered. */
export type AddedBySolve =
  | 'title'
  | 'titleWords'
  | 'method'
  | 'methodWords'
  | 'practice'
  | 'problem'
  | 'problemMathml'
  | 'tree'
  | 'answerTree'
  | 'answerMathml'
  | 'answerSpeech'
  | 'readAs'
  | 'request';

/**
 * What a kind answers, before `solve` adds the problem as read and renders the answer and the
 * words of the steps and of its method: its variant without those fields, its steps as worked out (their words
 * rendered once the solve is done), with the whole answer as a tree when the kind builds it
 * itself (else `solve` builds it from the solutions, the set or the words of `answer`).
 */
export type AnsweredOf<V> = V extends unknown
  ? Omit<V, AddedBySolve | 'steps'> & {
      answerTree?: MathNode;
      steps: WorkedStep[];
      /** How it was solved, as words of its kind's table of methods, by id or with what they name. */
      method: Wording;
    }
  : never;

/** The solution set of an inequality, in the two notations and as data. */
export interface SetAnswer {
  /**
   * The set in interval notation: "(2, 3)", "(−∞, −2] ∪ [2, ∞)", "[1, 5)", "{1}", "(−∞, ∞)"
   * (every number) or "∅" (none).
   */
  interval: string;
  /** `interval` as MathML. */
  intervalMathml: string;
  /**
   * The set as data, the intervals lowest first, each end's exact value as a tree with its double,
   * open or closed, null where unbounded (what `interval` is written from): [] is no number,
   * [{ from: null, to: null }] every number.
   */
  set: SetInterval[];
}

/** Complex solutions given beside the real ones (none of them has a decimal `value`). */
export interface ComplexAnswer {
  /**
   * Only when there are complex solutions: each as text and tree, `x = −1 − 2i` and
   * `x = −1 + 2i`; `answer` then reads "No real solutions; x = −1 ± 2i".
   */
  complexSolutions?: Solution[];
}

/** The functions a result draws. */
export interface Drawn {
  /** The functions to draw, each `name` = `body` in the unknown `x`. */
  functions: GraphFunction[];
}
