/**
 * A category problem made by math-core from its seed, in every form the API keeps of it: as the
 * wire shows it (checked against the PracticeProblem contract), as a row of `practice_problems`
 * (graded answers point at it), and what grading needs. Pure: the worker pool runs it for requests
 * (`maths/tasks.ts`), and start-up seeding runs it for the fixed bank.
 */
import {
  type MathStep,
  type PracticeCategory,
  PracticeProblem,
  type QuestionPieces,
  type QuestionWords,
} from '@mathtools/contracts';
import { generateProblem } from '@mathtools/math-core';
import * as z from 'zod/mini';
import type { NewPracticeProblem } from '../../db/schema.js';
import { type OtherLanguage, practiceLanguage } from './languages.js';
import { type GradedProblem, gradedOf } from './read-answer.js';

export const problemId = (category: PracticeCategory, seed: number) => `${category}-${seed}`;

/**
 * A problem as the maths pool hands it back: its JSON, its row and what grading needs. The problem
 * object itself does not cross: it is the JSON again, and a copy of an object between threads
 * costs several times one of a string (`Served` reads it back from the JSON when asked).
 */
export interface Made {
  /** The problem as the wire shows it (checked against the PracticeProblem contract), sent as it is. */
  json: string;
  row: NewPracticeProblem;
  /**
   * What grading needs: the answer, the decimals to round to, whether order counts, and the
   * question as a tree (a wrong first answer is explained against it).
   */
  graded: GradedProblem;
}

/** A made problem on the serving side: `problem` is its JSON read back, once, when first asked for. */
export interface Served extends Made {
  readonly problem: PracticeProblem;
}

export function served(made: Made): Served {
  let problem: PracticeProblem | undefined;
  return {
    ...made,
    get problem() {
      problem ??= JSON.parse(made.json) as PracticeProblem;
      return problem;
    },
  };
}

type Generated = ReturnType<typeof generateProblem>;

/** The row math-core's problem for `seed` makes: its text, and its maths as MathML beside it. */
export function problemRow(
  category: PracticeCategory,
  seed: number,
  result: Generated = generateProblem(category, seed),
): NewPracticeProblem {
  if (!result.ok)
    throw new Error(`math-core could not generate ${category} #${seed}: ${result.error.message}`);
  const p = result.value;
  return {
    id: problemId(category, seed),
    category,
    seed,
    question: p.question,
    answer: p.answer,
    difficulty: p.difficulty,
    hint: p.hint,
    steps: JSON.stringify(p.steps),
    question_mathml: p.questionMathml,
    hint_mathml: p.hintMathml,
    answer_mathml: p.answerMathml,
    explanation: JSON.stringify(p.explanation),
  };
}

/**
 * A problem's question as math-core wrote it besides its sentence, for the wire: the words around
 * its maths, or, where its maths stands in several places, its sentence in pieces.
 */
export const questionParts = (problem: {
  questionWords?: QuestionWords | undefined;
  questionPieces?: QuestionPieces | undefined;
}): { questionWords?: QuestionWords; questionPieces?: QuestionPieces } => ({
  ...(problem.questionWords === undefined ? {} : { questionWords: problem.questionWords }),
  ...(problem.questionPieces === undefined ? {} : { questionPieces: problem.questionPieces }),
});

/**
 * The wire's problem: the row, the question's words around its maths as math-core wrote them, and
 * how its answer is compared (`decimals`, `ordered`), for the page to grade as the server does when
 * the server cannot be reached.
 */
const toProblem = (
  row: NewPracticeProblem,
  made: Parameters<typeof questionParts>[0] & GradedProblem,
): PracticeProblem => ({
  id: row.id,
  category: row.category as PracticeCategory,
  question: row.question,
  ...questionParts(made),
  answer: row.answer,
  ...(made.decimals === undefined ? {} : { decimals: made.decimals }),
  ...(made.ordered === true ? { ordered: true } : {}),
  difficulty: row.difficulty as PracticeProblem['difficulty'],
  hint: row.hint,
  steps: JSON.parse(row.steps) as string[],
  questionMathml: row.question_mathml ?? '',
  hintMathml: row.hint_mathml ?? '',
  answerMathml: row.answer_mathml ?? '',
  explanation: JSON.parse(row.explanation ?? '[]') as MathStep[],
});

/** The problem `seed` makes in the category, or undefined when the generator makes none. */
export function makeCategoryProblem(category: PracticeCategory, seed: number): Made | undefined {
  const generated = generateProblem(category, seed);
  if (!generated.ok) return undefined;
  const row = problemRow(category, seed, generated);
  const problem = z.parse(PracticeProblem, toProblem(row, generated.value));
  return { json: JSON.stringify(problem), row, graded: gradedOf(generated.value) };
}

/**
 * The wire JSON of the problem `seed` makes, written in another language: the same problem (its id,
 * answer and maths) as `makeCategoryProblem`'s, with its words in that language and its maths in
 * that language's notation. Grading reads the English row, which the language does not change.
 * The language's words are loaded in this thread when first asked for (`./languages.ts`).
 */
export async function categoryProblemJsonIn(
  category: PracticeCategory,
  seed: number,
  lang: OtherLanguage,
): Promise<string | undefined> {
  const generated = generateProblem(category, seed, { language: await practiceLanguage(lang) });
  if (!generated.ok) return undefined;
  const problem = toProblem(problemRow(category, seed, generated), generated.value);
  return JSON.stringify(z.parse(PracticeProblem, problem));
}
