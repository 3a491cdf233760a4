/**
 * A similar problem answered on the solver's page, checked as the page checked it: the problem
 * shown confirmed as one like the problem solved, and each answer graded by the page's own grader.
 * Pure (the worker pool runs it: `maths/tasks.ts`).
 */
import type { PracticeCategory, SimilarAttempt } from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  confirmSimilarProblem,
  type SimilarProblem,
  type WritingLanguage,
} from '@mathtools/math-core';
import { HttpError } from '../../lib/http-error.js';
import { absurdAnswer } from './read-answer.js';

export type Countable = SimilarProblem & { practice: PracticeCategory };

const invalid = (message: string) => new HttpError(400, 'validation_error', message, 'problem');

/**
 * The similar problem the page was shown, confirmed as one like the problem solved; 400 on
 * `problem` when it is not, or when it has no practice category to count in (a derivative, a
 * fraction sum). Why it is not is math-core's sentence, in `language` (English without one).
 */
export function confirmedSimilar(
  { problem, similar: shown }: SimilarAttempt,
  language?: WritingLanguage,
): Countable {
  let made: ReturnType<typeof confirmSimilarProblem>;
  try {
    made = confirmSimilarProblem(problem, shown, language ? { language } : undefined);
  } catch {
    throw invalid('This is not a problem like the one solved');
  }
  if (!made.ok) throw invalid(made.error.message);
  const similar = made.value;
  if (similar.practice === null)
    throw invalid('This problem has no Practice Center category to count in');
  return { ...similar, practice: similar.practice };
}

/**
 * Whether an answer is right, by the grader the page used, which reads it in `language`, the
 * page's (a Spanish `2,5` is two and a half; English without one). Bounded like all
 * grading (lib/safe-grade): an answer that writes an absurd power of ten is wrong without being
 * read, and a grader that throws counts as wrong. An answer it cannot read is 400
 * `unreadable_answer`, with math-core's sentence, in `language`, before anything is recorded.
 */
export function gradeSimilar(
  similar: Countable,
  answer: string,
  language?: WritingLanguage,
): boolean {
  if (absurdAnswer(answer, language)) return false;
  let graded: ReturnType<typeof checkSimilarAnswer>;
  try {
    // checkSimilarAnswer reads the answer in the language itself.
    graded = checkSimilarAnswer(similar, answer, language ? { language } : undefined);
  } catch {
    return false;
  }
  if (graded.ok) return graded.value.correct;
  if (graded.error.code === 'unreadable_answer')
    throw new HttpError(400, 'unreadable_answer', graded.error.message, 'answers');
  throw invalid('The answers to this problem cannot be checked');
}
