/**
 * A result of `solve` written in the student's language: the steps' words from that language's
 * notes, and every piece of mathematics (the problem as read, each step's statement, the answer,
 * the solutions, an interval) in its notation. The solver works in English notation and words;
 * this rewrites what it gives, once, from the trees the result carries, so that the English path
 * is the same with or without it.
 *
 * A language that writes is one of `@mathtools/math-core/locales/es` (`fr`, `de`, `pt`): the
 * table the solver reads the language with, and its notes, notation and the words of answers
 * given in words. The package's index imports none of them, so an English solver ships none.
 */

import { text } from '../math/build';
import type { AnswerTable, AnswerWords } from '../math/catalogue/answers';
import type { Notes } from '../math/catalogue/types';
import type { Notation } from '../math/notation';
import type { RefusalNotes } from '../math/refusal';
import { type ExplainedStep, mergedNotes, stepWords, termOf } from '../math/rules';
import type { SetInterval, Solution } from '../math/show';
import { toMathML } from '../math/toMathML';
import { toSpeech } from '../math/toSpeech';
import { toText } from '../math/toText';
import { answerText } from './answer';
import { setNotation } from './methods/interval';
import type { Language } from './read/languages/language';
import type { SolveResult } from './solveResult';

/** What a language that writes holds besides its reading: its notes, notation and answer words. */
export interface Writing {
  /** The solver's notes in the language: every form of note, rule name and why, and term. */
  readonly notes: Notes & Partial<RefusalNotes>;
  /** How the language writes mathematics: decimal mark, intervals, function names, "or". */
  readonly notation: Notation;
  /**
   * The words of the answers the solver gives in words ("No solution", "every solution … k any
   * integer"), by the same ids and with the same {names} as the English ones.
   */
  readonly answers: AnswerTable;
}

/**
 * A language the solver reads and writes in: `solve(text, { language: es })`, with `es` from
 * `@mathtools/math-core/locales/es`, reads Spanish and answers in Spanish. It brings the writing
 * itself (`writes`), so that a solver given no such language carries none of it.
 */
export interface WritingLanguage extends Language {
  readonly writing: Writing;
  /**
   * A result of `solve` written in this language (`resultIn`), given the notes its steps were
   * answerInWords in.
   */
  readonly writes: (result: SolveResult, english: Notes) => SolveResult;
}

/**
 * What a student typed, read from the language's notation and words into the solver's (a Spanish
 * `2,5` is 2.5, `x = 1; x = 2` two values, a French `]−2 ; 2[` the interval from −2 to 2): how the
 * graders read an answer or a line of working typed on a page in that language. As typed without
 * one.
 */
export const typedIn = (text: string, language: Language | undefined): string =>
  language ? language.read(text).text : text;

/** A language that reads and writes, from its reading and its writing. */
export const writingLanguage = (language: Language, writing: Writing): WritingLanguage => ({
  ...language,
  writing,
  writes: (result, english) => resultIn(result, english, writing),
});

/** A solution with its text written from its tree in the notation. */
const solutionIn = (s: Solution, notation: Notation): Solution =>
  toText(s.tree) === s.text ? { ...s, text: toText(s.tree, notation) } : s;

/**
 * The steps' words in these notes (the language's over the English ones), from each step's rule
 * id, form and parameters, and each step's statement in the notation. A step whose words the
 * language's notes do not have (a form not yet translated) keeps its English words.
 */
const stepsIn = (
  steps: readonly ExplainedStep[],
  notes: Notes,
  notation: Notation,
): ExplainedStep[] =>
  steps.map((step) => {
    const words = stepWords(step, notes, notation);
    const said = words.ok
      ? { ...step, note: words.value.note, rule: words.value.rule, why: words.value.why }
      : step;
    const statement = step.statement;
    return statement === undefined
      ? said
      : { ...said, text: toText(statement, notation), mathml: toMathML(statement, { notation }) };
  });

/**
 * A result of `solve` written in the language: the problem, answer, solutions and interval in its
 * notation (from their trees), the answer in words in its words, and the steps' words in its notes
 * (`english`, the notes the steps were answerInWords in, stand for a step the language has no words for).
 */
export const resultIn = (result: SolveResult, english: Notes, writing: Writing): SolveResult => {
  const notation = writing.notation;
  // An answer in words is rendered from its id and parameters in the language's words.
  const words = result.answerWords;
  const answer = words
    ? answerText(words, writing.answers, notation)
    : toText(result.answerTree, notation);
  const answerTree = words ? text(answer) : result.answerTree;
  const given = result as SolveResult & {
    set?: SetInterval[];
    complexSolutions?: Solution[];
    radianSolutions?: Solution[];
    answerByUnit?: Record<'degrees' | 'radians', { answer: string; answerWords: AnswerWords }>;
  };
  const inWords = (w: AnswerWords) => ({
    answer: answerText(w, writing.answers, notation),
    answerWords: w,
  });
  const interval = given.set === undefined ? undefined : setNotation(given.set, notation);
  // The language's notes over the English ones: the steps' words, the heading and the method in
  // the language where it has them (else in English).
  const notes = mergedNotes([english, writing.notes]);
  return {
    ...result,
    title: termOf('title', result.titleWords, notes, notation) ?? result.title,
    method: termOf('method', result.methodWords, notes, notation) ?? result.method,
    problem: toText(result.tree, notation),
    problemMathml: toMathML(result.tree, { notation }),
    answer,
    answerTree,
    answerMathml: toMathML(answerTree, { notation }),
    answerSpeech: toSpeech(answerTree, notation),
    solutions: result.solutions.map((s) => solutionIn(s, notation)),
    steps: stepsIn(result.steps, notes, notation),
    ...(interval ? { interval: interval.text, intervalMathml: interval.mathml } : {}),
    ...(given.complexSolutions
      ? { complexSolutions: given.complexSolutions.map((s) => solutionIn(s, notation)) }
      : {}),
    ...(given.radianSolutions
      ? { radianSolutions: given.radianSolutions.map((s) => solutionIn(s, notation)) }
      : {}),
    ...(given.answerByUnit
      ? {
          answerByUnit: {
            degrees: inWords(given.answerByUnit.degrees.answerWords),
            radians: inWords(given.answerByUnit.radians.answerWords),
          },
        }
      : {}),
  } as SolveResult;
};
