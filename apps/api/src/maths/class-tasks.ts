/**
 * The mathematics of class sets, as functions of plain data the worker pool runs (`./tasks.ts`):
 * a problem a teacher typed, read in the language of the teacher's page, solved and its answer
 * checked; problems drawn from a practice category; a student's working checked line by line; a
 * student's answer graded. (The help on a problem, written in the student's language, is
 * `./class-help.ts`.) A refusal meant for the client is thrown as an HttpError.
 */
import type {
  CheckedLine,
  ClassDraw,
  ClassRequest,
  MathStep,
  PracticeCategory,
  PracticeDifficulty,
  PracticeLanguageCode,
  QuestionPieces,
  QuestionWords,
} from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  checkWorking,
  type ExplainedStep,
  expectedAnswer,
  generateProblem,
  type Language,
  type MathNode,
  readNumberCommas,
  solve,
  toText,
} from '@mathtools/math-core';
import { HttpError } from '../lib/http-error.js';
import { classWords } from '../modules/join/words.js';
import { writingLanguage } from '../modules/practice/languages.js';
import { questionParts } from '../modules/practice/make-problem.js';
import {
  absurdAnswer,
  explainWrong,
  type GradedProblem,
  readAndGrade,
} from '../modules/practice/read-answer.js';

/** Where a drawn problem came from: its category's generator makes it again from these. */
export interface DrawnFrom {
  category: PracticeCategory;
  level: PracticeDifficulty;
  seed: number;
}

/**
 * How a problem of a set is graded, kept with it (`class_problems.answer`, JSON):
 * - `typed`: the problem as every student's grader reads it (`gradedText`: the teacher's words and
 *   notation read into the solver's English ones), and its answer as `checkSimilarAnswer` takes it
 *   (`expected` null for an expression to work out, graded as a one-line working);
 * - `drawn`: a practice problem's answer as `checkAnswer` takes it, and the generator's category,
 *   level and seed it was made from (`made`; absent from sets made before it was kept), from which
 *   its hint and steps are written again in a student's language, and its question's English
 *   words around its maths (`questionWords`, where it has them), or its sentence in pieces where
 *   its maths stands in several places (`questionPieces`) (both absent from older sets).
 * `working` is what a student's working is checked against, and `questionMath` the question as a
 * tree (a wrong answer is explained against it). A typed problem keeps what its words asked
 * (`asked`, the solver's request: `factor` for "factor x^2-5x+6"), which a student's page words in
 * the student's language before the maths; sets made before it was kept have none.
 */
export type ClassAnswerKey =
  | {
      kind: 'typed';
      problem: string;
      expected: string | null;
      working: string;
      questionMath: MathNode;
      asked?: ClassRequest;
    }
  | ({
      kind: 'drawn';
      working: string;
      made?: DrawnFrom;
      questionWords?: QuestionWords;
      questionPieces?: QuestionPieces;
    } & GradedProblem);

/**
 * A worked step as a set keeps it (`class_problems.steps`, JSON): its English words and maths, and,
 * for a typed problem's steps, what writes them again in another language: the rule, the form of
 * its note and its parameters, and the statement as a tree. Sets made before these were kept
 * have the words and maths only.
 */
export type KeptStep = MathStep &
  Partial<Pick<ExplainedStep, 'ruleId' | 'form' | 'params' | 'statement'>>;

/** A problem of a set as it is stored. */
export interface ClassProblemMade {
  question: string;
  mathml: string;
  key: ClassAnswerKey;
  hint: string;
  steps: KeptStep[];
}

const unsolved = (line: number, message: string) =>
  new HttpError(422, 'problem_unsolved', message, `problems.${line}`);

/** The worked steps as the wire shows them: a note, the statement as text and as MathML. */
export const stepsOf = (
  steps: readonly { note: string; text: string; mathml: string }[],
): MathStep[] => steps.map(({ note, text, mathml }) => ({ note, text, mathml }));

/** The solver's steps as a set keeps them: their words and maths, and what writes them again. */
export const keptSteps = (steps: readonly ExplainedStep[]): KeptStep[] =>
  steps.map(({ note, text, mathml, ruleId, form, params, statement }) => ({
    note,
    text,
    mathml,
    ruleId,
    ...(form === undefined ? {} : { form }),
    ...(params === undefined ? {} : { params }),
    ...(statement === undefined ? {} : { statement }),
  }));

/**
 * A problem typed on a page in `language` (English without one) as every student's grader reads
 * it alike, whatever the student's language: the graders read the problem in the student's
 * language, as they read the student's lines, so it is kept in the solver's English words and
 * notation, which read the same in each. The language's words and notation are read into the
 * English ones (a Spanish `resuelve 2,5x = 5` is `solve 2.5x = 5`, `mcd(12; 18)` is
 * `gcd(12, 18)`), the commas of numbers as the solver reads them (an English `1,000` is 1000),
 * and a comma left between two numbers, which separates them (`gcd(12,18)`), is followed by a
 * space, so that no language reads it as a decimal comma.
 */
export function gradedText(typed: string, language: Language | undefined): string {
  let read = typed;
  try {
    if (language) read = language.read(typed).text;
  } catch {
    // A reader that fails leaves the text as typed; the solver then refuses what it cannot read.
  }
  const commas = readNumberCommas(read);
  return (commas.ok ? commas.value.text : read).replace(/(\d),(?=\d)/g, '$1, ');
}

/**
 * A problem a teacher typed (line `line` of the list, from 0) on a page in `lang` (English
 * without it), read in that language's words and notation (a Spanish `resuelve 2x + 3 = 7` or
 * `x = 2,5`), solved, and its answer checked: the solver's own answer must grade as right by the
 * grader students' answers go through, so a problem whose answers could not be graded is refused
 * when it is added, not when a student answers it. 422 `problem_unsolved` (field
 * `problems.<line>`) says why, the solver's sentence in the teacher's language. The set keeps the
 * problem as the teacher typed it (what the teacher's table shows), its maths and steps in English
 * (the steps with what writes them again in a student's language), and the problem as every
 * student's grader reads it (`gradedText`).
 */
export async function solveClassProblem(input: {
  problem: string;
  line: number;
  lang?: PracticeLanguageCode | undefined;
}): Promise<ClassProblemMade> {
  const typed = input.problem.trim();
  const language = await writingLanguage(input.lang);
  const problem = gradedText(typed, language);
  const solved = solve(problem);
  if (!solved.ok) {
    // Why, in the teacher's language: the solver's refusal of the problem as typed there (a
    // misspelt word is not corrected, so that the refusal asks "did you mean …?").
    const said = language ? solve(typed, { language, corrections: false }) : solved;
    const why = said.ok ? solved.error.message : said.error.message;
    throw unsolved(input.line, `“${typed}”: ${why}`);
  }
  const r = solved.value;
  const expected = expectedAnswer(r);
  const self = checkSimilarAnswer(
    { problem, expected },
    expected ?? toText(r.solutions[0]?.tree ?? r.answerTree),
  );
  if (!self.ok || !self.value.correct)
    throw unsolved(
      input.line,
      `“${typed}”: its answer (${r.answer}) is not one a student's answer can be checked against`,
    );
  return {
    question: typed,
    mathml: r.problemMathml,
    key: {
      kind: 'typed',
      problem,
      expected,
      working: problem,
      questionMath: r.tree,
      ...(r.request ? { asked: r.request } : {}),
    },
    hint: r.steps[0]?.note ?? '',
    steps: keptSteps(r.steps),
  };
}

/**
 * `draw.count` different problems of a practice category at one level, made by its generator from
 * seeds counted up from `seed`.
 */
export function drawClassProblems(input: ClassDraw & { seed: number }): ClassProblemMade[] {
  const made: ClassProblemMade[] = [];
  const seen = new Set<string>();
  // A category makes over a thousand problems per level: a few seeds more than asked suffice.
  for (let seed = input.seed; made.length < input.count && seed < input.seed + input.count * 20; ) {
    const next = drawnProblem(input.category, input.level, seed++);
    if (next && !seen.has(next.question)) {
      seen.add(next.question);
      made.push(next);
    }
  }
  return made;
}

function drawnProblem(
  category: PracticeCategory,
  level: PracticeDifficulty,
  seed: number,
): ClassProblemMade | undefined {
  const generated = generateProblem(category, seed, { difficulty: level });
  if (!generated.ok) return undefined;
  const p = generated.value;
  // The equation or expression of the question (its words left out) is what working starts from;
  // a word problem's is its sentence.
  const working = p.questionMath.type === 'text' ? p.question : toText(p.questionMath);
  return {
    question: p.question,
    mathml: p.questionMathml,
    key: {
      kind: 'drawn',
      working,
      answer: p.answer,
      ...(p.decimals === undefined ? {} : { decimals: p.decimals }),
      ...(p.ordered === undefined ? {} : { ordered: p.ordered }),
      questionMath: p.questionMath,
      made: { category, level, seed },
      ...questionParts(p),
    },
    hint: p.hint,
    steps: stepsOf(p.explanation),
  };
}

const verdictOf = { follows: 'right', wrong: 'wrong', unreadable: 'unreadable' } as const;

/**
 * A student's working checked by math-core's `checkWorking`, as the solver's "Your working" checks
 * it: each line with its verdict, the mistake named where a common one explains it, and why in a
 * student's words, in `lang` (the language the student joined in; English without it): math-core's
 * reason, or the verdict in words where it gives none. math-core reads each line in that
 * language's notation (a Spanish `x = 2,5` is x = 2.5). Lines math-core refuses (too many, too
 * long) or a problem whose working it does not check are 400 `validation_error` on `lines`, with
 * math-core's sentence in that language too. A language's words are loaded in this thread the
 * first time it is asked for.
 */
export async function checkClassWorking(input: {
  working: string;
  lines: string[];
  lang?: PracticeLanguageCode | undefined;
}): Promise<{ lines: CheckedLine[]; finished: boolean }> {
  const language = await writingLanguage(input.lang);
  const checked = checkWorking(input.working, input.lines, language ? { language } : undefined);
  if (!checked.ok) throw new HttpError(400, 'validation_error', checked.error.message, 'lines');
  const words = classWords(input.lang).line;
  const lines = input.lines.map((text, i): CheckedLine => {
    const line = checked.value.lines[i];
    const verdict = verdictOf[line?.status ?? 'unreadable'];
    return {
      text,
      verdict,
      ...(line?.mistake ? { mistake: line.mistake } : {}),
      message: line?.reason ?? words[verdict],
    };
  });
  return { lines, finished: checked.value.finished };
}

/**
 * A student's answer graded against the problem's key: right or wrong, and for a wrong one the
 * common mistake that explains it, when one does, said in `lang` (the language the student joined
 * in; English without it), its maths in that language's notation. The answer is read in that
 * language's notation (a Spanish `2,5` is two and a half). An answer that cannot be read
 * is 400 `unreadable_answer` (nothing is kept), math-core's sentence saying so in that language.
 */
export async function gradeClassAnswer(input: {
  key: ClassAnswerKey;
  answer: string;
  lang?: PracticeLanguageCode | undefined;
}): Promise<{ correct: boolean; mistake?: { id: string; reason: string } }> {
  const { key, answer } = input;
  const language = await writingLanguage(input.lang);
  let correct: boolean;
  if (key.kind === 'drawn') {
    correct = readAndGrade(answer, key, language);
  } else {
    if (absurdAnswer(answer, language)) return { correct: false };
    let graded: ReturnType<typeof checkSimilarAnswer>;
    try {
      graded = checkSimilarAnswer(
        { problem: key.problem, expected: key.expected },
        answer,
        language ? { language } : undefined,
      );
    } catch {
      return { correct: false };
    }
    if (!graded.ok && graded.error.code === 'unreadable_answer')
      throw new HttpError(400, 'unreadable_answer', graded.error.message, 'answer');
    correct = graded.ok && graded.value.correct;
  }
  const mistake = correct ? undefined : explainWrong(answer, key, language);
  return mistake ? { correct, mistake } : { correct };
}

/** The class tasks by name, as the pool runs them. */
export const classTasks = {
  solveClassProblem,
  drawClassProblems,
  checkClassWorking,
  gradeClassAnswer,
};
