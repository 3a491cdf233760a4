import { checkAnswer, type PracticeProblem } from '@mathtools/math-core';
import { HttpError } from '../../lib/http-error.js';
import { hasAbsurdExponent } from '../../lib/safe-grade.js';

/**
 * What grading needs of a problem as math-core made it: its answer, the decimals its question
 * asks to round to, and whether it asks for its values in an order ("smallest first").
 */
export type GradedProblem = Pick<PracticeProblem, 'answer' | 'decimals' | 'ordered'>;

/**
 * Grades an answer with math-core's `checkAnswer`, the one reading of answers (the page's live
 * preview uses it too): true when correct, false when wrong. An answer `checkAnswer` cannot read
 * (`abc` where a number is asked for) is not graded at all: 400 `unreadable_answer` with
 * math-core's message ("We could not read “abc” as a number. …"), before anything is recorded,
 * so the problem stays answerable. Bounded in time like `gradeAnswer` (lib/safe-grade): an answer
 * that writes an absurd power of ten is a number, and wrong, without being expanded; a grader
 * that throws counts as wrong.
 */
export function readAndGrade(answer: string, problem: GradedProblem): boolean {
  if (hasAbsurdExponent(answer)) return false;
  let graded: ReturnType<typeof checkAnswer>;
  try {
    graded = checkAnswer(answer, problem.answer, {
      decimals: problem.decimals,
      ordered: problem.ordered === true,
    });
  } catch {
    return false;
  }
  if (graded.ok) return graded.value.correct;
  if (graded.error.code === 'unreadable_answer')
    throw new HttpError(400, 'unreadable_answer', graded.error.message, 'answer');
  return false;
}
