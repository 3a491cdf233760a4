/**
 * What the solver page makes of math-core's answer: the outcome shown, each solution typeset.
 * `solveWith` takes the solver to use (the page's, in ./solver, loads the kinds a problem needs);
 * `solveProblem` is the same with every kind.
 */

import type { Notation, Reading, Step, WritingLanguage } from '@mathtools/math-core';
import {
  drawable,
  type PracticeCategory,
  type Solution,
  type SolveAnswer,
  type SolveKind,
  type SolveMethod,
  type SolveOptions,
  type SolveResult,
  solve,
  toMathML,
  toSpeech,
  toText,
} from '@mathtools/math-core';
import { emptySlotMessage } from './empty-slot';

/** A solution typeset, with the decimal to show after it ("≈ 2.61803") when it needs one. */
export type SolvedSolution = {
  text: string;
  mathml: string | null;
  decimal?: string;
  /** What the value is, when it is named (a graph's "vertex", "slope"). */
  name?: string;
};

export type Solved = {
  kind: SolveKind;
  /** What the problem is, as math-core names it ("System of three linear equations"). */
  title: string;
  /** The Practice Center category that drills this kind of problem, as math-core says; null: none. */
  practice: PracticeCategory | null;
  method: string;
  /**
   * Every way the problem can be solved, the one these steps use marked `used`, where there is
   * more than one (a quadratic by factoring or completing the square); empty otherwise.
   */
  methods: SolveMethod[];
  problemMathml: string;
  answer: string;
  /**
   * The answer typeset, where its text would be hard to read: a matrix (`[[−2, 1], [3/2, −1/2]]`
   * as text), given by its one solution. The solutions are then not listed again under it.
   */
  answerMathml?: string;
  /** The answer said in words, where `answerMathml` typesets it ("the 2 by 2 matrix with rows …"). */
  answerSpeech?: string;
  /** A trig equation answered in both units: the answer in each, shown on a line of its own. */
  answerUnits?: AnswerUnits;
  solutions: SolvedSolution[];
  /**
   * A trig equation typed with neither unit: the same solutions as `solutions` (in degrees), in
   * radians, in the same order.
   */
  radianSolutions?: SolvedSolution[];
  steps: Step[];
  /** An inequality's set in interval notation, as text and typeset. */
  interval?: string;
  intervalMathml?: string;
  /** The site's tool that does the same calculation, when there is one. */
  tool?: SolvedTool;
  /**
   * What math-core returned, as it is: what the graph draws (without reading the problem again);
   * null where a graph would mislead (see `graphOf`).
   */
  graph: SolveResult | null;
};

export type AnswerUnits = { degrees: string; radians: string };

export type SolvedTool = { id: string; path: string };

/**
 * A refusal carries math-core's `suggestion` when it found one: the problem as typed, changed as
 * little as a student would change it, that the solver answers (the page offers it as one tap).
 */
export type Outcome =
  | {
      ok: true;
      solved: Solved;
      /**
       * The words math-core corrected, as data (`{ typed: 'slove', read: 'solve', word: true }`),
       * which "Read it as typed" undoes; absent when none was. (Its other readings, 2,5 as 2.5,
       * are the preview's to say.)
       */
      corrected?: Reading[];
    }
  | { ok: false; message: string; suggestion?: string };

/**
 * How `solveProblem` reads the text: `corrections: false` reads every word as typed; `language`
 * (math-core's entry for it, see ./language) reads the problem in that language as well as in
 * English, and answers in it: its words in the steps, its notation in the maths.
 */
export type SolveProblemOptions = { corrections?: boolean; language?: WritingLanguage };

/**
 * A trig answer in both units, each unit's line as math-core wrote it in the result's language;
 * undefined for any other answer (then it is shown whole).
 */
function answerUnits(result: object): AnswerUnits | undefined {
  if (!('answerByUnit' in result) || !result.answerByUnit) return undefined;
  const { degrees, radians } = result.answerByUnit as Record<keyof AnswerUnits, { answer: string }>;
  return { degrees: degrees.answer, radians: radians.answer };
}

/**
 * What the page asks of a solver: its `solve`, and `drawable` by its kinds (math-core's own, or
 * those of `createSolver({ kinds })`).
 */
export type PageSolverParts = {
  solve: (typed: string, options?: SolveOptions) => SolveAnswer;
  drawable: (result: SolveResult) => boolean;
};

/**
 * What the graph may draw from, as the solver's `drawable` says: nothing for a kind with no curve
 * in it, nor for an identity to prove, whose two sides are one curve (drawn as two, they meet
 * everywhere, and the graph would list hundreds of meeting points).
 */
export function graphOf(value: SolveResult, solver: PageSolverParts): SolveResult | null {
  return solver.drawable(value) ? value : null;
}

/** A solution typeset in the language's notation (English's without one). */
const typeset =
  (notation: Notation | undefined) =>
  (s: Solution): SolvedSolution => ({
    text: s.text,
    mathml: toMathML(s.tree, notation ? { notation } : {}),
    ...(s.decimal ? { decimal: toText(s.decimal, notation) } : {}),
    ...(s.name ? { name: s.name } : {}),
  });

/** The answer typeset when it is one matrix (its one solution, the same as the answer's text). */
function typesetAnswer(value: SolveResult, solutions: SolvedSolution[]) {
  const [only] = value.solutions;
  const shown = solutions[0]?.mathml;
  if (solutions.length !== 1 || !only || !shown?.includes('<mtable')) return {};
  if (only.text !== value.answer) return {};
  return { answerMathml: shown, answerSpeech: toSpeech(only.tree) };
}

/**
 * The longest one solve may hold the page (it runs on the main thread): past it math-core stops at
 * its next check and the page shows its refusal. Every problem of the solver's corpora takes a few
 * milliseconds; a slow phone is about ten times slower than a laptop.
 */
const SOLVE_BUDGET_MS = 3_000;

/** math-core's `solve` and `drawable`, of every kind. */
const everyKind: PageSolverParts = { solve, drawable };

/**
 * Solves what was typed, once, with every kind; each solution is also typeset, from its tree.
 * `method` asks for one of the ways `methods` lists; one that does not apply is refused with
 * math-core's message. `options.corrections: false` reads every word as typed (a misspelt request
 * word is refused).
 */
export function solveProblem(
  text: string,
  method?: string,
  options?: SolveProblemOptions,
): Outcome {
  return solveWith(everyKind, text, method, options);
}

/** `solveProblem` by this solver. */
export function solveWith(
  solver: PageSolverParts,
  text: string,
  method?: string,
  options?: SolveProblemOptions,
): Outcome {
  const asTyped = options?.corrections === false;
  const language = options?.language;
  const result = solver.solve(text, {
    budget: { ms: SOLVE_BUDGET_MS },
    ...(method === undefined ? {} : { method }),
    ...(asTyped ? { corrections: false } : {}),
    ...(language ? { language } : {}),
  });
  if (!result.ok) {
    const empty = emptySlotMessage(text, language?.id);
    if (empty) return { ok: false, message: empty };
    // Read loosely, like `tool` below: only a refusal of the text carries it.
    const { suggestion } = result.error as { suggestion?: unknown };
    return {
      ok: false,
      message: result.error.message,
      ...(typeof suggestion === 'string' && suggestion.trim() !== '' ? { suggestion } : {}),
    };
  }
  const value = result.value;
  // Read loosely: math-core adds the field for some problems (a percentage in words) only.
  const { tool } = value as { tool?: SolvedTool };
  const typesetIn = typeset(language?.writing.notation);
  const solutions = value.solutions.map(typesetIn);
  const radianSolutions = value.radianSolutions?.map(typesetIn);
  const units = answerUnits(value);
  // The words corrected, which "Read it as typed" undoes.
  const corrected = (value.readings ?? []).filter((r) => r.word);
  return {
    ok: true,
    ...(corrected.length > 0 ? { corrected } : {}),
    solved: {
      kind: value.kind,
      title: value.title,
      practice: value.practice,
      method: value.method,
      methods: value.methods ?? [],
      problemMathml: value.problemMathml,
      answer: value.answer,
      ...typesetAnswer(value, solutions),
      ...(units ? { answerUnits: units } : {}),
      steps: value.steps,
      interval: value.interval,
      intervalMathml: value.intervalMathml,
      ...(tool ? { tool: { id: tool.id, path: tool.path } } : {}),
      solutions,
      ...(radianSolutions && radianSolutions.length > 0 ? { radianSolutions } : {}),
      graph: graphOf(value, solver),
    },
  };
}
