/**
 * Every piece of mathematics the API does for a request, as functions of plain data (what crosses
 * to a worker thread and back by structured clone): making a practice problem from its seed,
 * grading answers, confirming and grading a similar problem. They run in the worker pool
 * (`./pool.ts`), never on the event loop, so a slow one holds up nothing but itself. A refusal
 * meant for the client is thrown as an HttpError; the worker hands it back as data (`./worker.ts`).
 */
import { createHash } from 'node:crypto';
import type {
  AnswerMistake,
  PracticeCategory,
  PracticeLanguageCode,
  SimilarAttempt,
} from '@mathtools/contracts';
import type { MathNode, PracticeDifficulty, SkillProblem } from '@mathtools/math-core';
import { generateAnySkillProblem } from '@mathtools/premium-skills';
import { practiceLanguage, writingLanguage } from '../modules/practice/languages.js';
import {
  categoryProblemJsonIn,
  type Made,
  makeCategoryProblem,
} from '../modules/practice/make-problem.js';
import { explainWrong, type GradedProblem, readAndGrade } from '../modules/practice/read-answer.js';
import { confirmedSimilar, gradeSimilar } from '../modules/practice/similar-grading.js';
import { decideTries } from '../modules/practice/tries.js';
import { classHelpIn } from './class-help.js';
import { classQuestionsIn } from './class-questions.js';
import { classTasks } from './class-tasks.js';

/** The category problem a seed makes, or undefined when the generator makes none. */
export function categoryProblem(input: {
  category: PracticeCategory;
  seed: number;
}): Made | undefined {
  return makeCategoryProblem(input.category, input.seed);
}

/** The category problem a seed makes, as the wire's JSON written in another language. */
export function categoryProblemIn(input: {
  category: PracticeCategory;
  seed: number;
  lang: Exclude<PracticeLanguageCode, 'en'>;
}): Promise<string | undefined> {
  return categoryProblemJsonIn(input.category, input.seed, input.lang);
}

/**
 * A skill's problem (free or premium) from its seed at a difficulty, or undefined; with `lang`, the
 * same problem written in that language, the language's entry loaded in this thread the first
 * time it is asked for.
 */
export async function skillProblem(input: {
  skill: string;
  seed: number;
  difficulty: PracticeDifficulty;
  lang?: PracticeLanguageCode | undefined;
}): Promise<SkillProblem | undefined> {
  const { lang, difficulty } = input;
  const language = lang === undefined || lang === 'en' ? undefined : await practiceLanguage(lang);
  const made = generateAnySkillProblem(
    input.skill,
    input.seed,
    language ? { difficulty, language } : { difficulty },
  );
  return made.ok ? made.value : undefined;
}

/**
 * One answer graded (400 `unreadable_answer` for one that cannot be read, said in `lang`); with
 * `explain`, a wrong answer comes with the common mistake that explains it, when one does, said in
 * `lang`. The answer is read in `lang`, the page's language (a Spanish `2,5` is two and a half);
 * English without it. A language's entry is loaded in this thread the first time an answer in it
 * is graded.
 */
export async function gradeAnswer(input: {
  answer: string;
  problem: GradedProblem;
  explain: boolean;
  lang?: PracticeLanguageCode | undefined;
}): Promise<{ correct: boolean; mistake?: AnswerMistake }> {
  const language = await writingLanguage(input.lang);
  const correct = readAndGrade(input.answer, input.problem, language);
  if (correct || !input.explain) return { correct };
  const mistake = explainWrong(input.answer, input.problem, language);
  return mistake ? { correct, mistake } : { correct };
}

/**
 * A problem's outcome from its answers in order, by the one-more-try rule (see tries.ts). The
 * answers are read in `lang`, the language of the page they were typed on (English without it).
 */
export async function decideAnswers(input: {
  answers: string[];
  problem: GradedProblem;
  lang?: PracticeLanguageCode | undefined;
}) {
  const language = await writingLanguage(input.lang);
  return decideTries(input.answers, (answer) => readAndGrade(answer, input.problem, language));
}

/**
 * A similar problem's attempt: the problem shown confirmed as one like the problem solved, its
 * answers graded, and the key its outcome counts once under. The key is the problem as the solver
 * read it, a tree whose numbers the reader writes in one form (`05`, `5.0` and `5` are the number
 * 5), hashed; so the same problem typed with its numbers written otherwise counts once.
 */
export async function similarAttempt(input: SimilarAttempt & { lang?: PracticeLanguageCode }) {
  const { lang, ...attempt } = input;
  // The answers are read in the page's language, and why a problem or an answer is refused is
  // math-core's sentence in it.
  const language = await writingLanguage(lang);
  const similar = confirmedSimilar(attempt, language);
  const { correct } = decideTries(attempt.answers, (answer) =>
    gradeSimilar(similar, answer, language),
  );
  return { correct, category: similar.practice, key: similarOutcomeKey(similar.solution.tree) };
}

/** The key a similar problem's outcome counts under: its tree as the solver read it, hashed. */
export const similarOutcomeKey = (tree: MathNode) =>
  `similar:${createHash('sha256').update(JSON.stringify(tree)).digest('base64url')}`;

/** The tasks by name, as the pool runs them. */
export const tasks = {
  categoryProblem,
  categoryProblemIn,
  skillProblem,
  gradeAnswer,
  decideAnswers,
  similarAttempt,
  ...classTasks,
  classHelpIn,
  classQuestionsIn,
};

export type TaskName = keyof typeof tasks;
export type TaskInput<K extends TaskName> = Parameters<(typeof tasks)[K]>[0];
/** What a task hands back: its value, or what its promise settles to for a task that loads. */
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof tasks)[K]>>;
