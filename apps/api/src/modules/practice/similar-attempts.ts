/**
 * Similar problems answered on the solver's page, counted in their practice category. The page
 * made the problem with math-core's `similarProblem` from the problem the student solved, and
 * graded the answers itself; here the problem shown is confirmed as one like the problem solved
 * (`confirmSimilarProblem`: the same but for its numbers, solved the same way, answers as clean;
 * two solves, where making one may take many), the answers are graded again with the same grader
 * (`checkSimilarAnswer`), and only this verdict is counted, as a practice answer of the category
 * would be: a correct outcome adds one to problems completed and the streak, a miss resets it.
 *
 * A problem counts once per visitor: its key is its own text, hashed, kept among the category
 * outcomes the visitor's progress has counted. Sent again (a resend after a lost answer, another
 * tab), it answers the progress as it stands and counts nothing.
 */
import { createHash } from 'node:crypto';
import type { PracticeCategory, SimilarAttempt, SimilarAttemptResult } from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  confirmSimilarProblem,
  type SimilarProblem,
} from '@mathtools/math-core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hasAbsurdExponent } from '../../lib/safe-grade.js';
import { gradeUpsert, toProgress } from '../progress/service.js';
import { countOutcomeOnce, lockProgress } from './grade-commits.js';
import { decideTries } from './tries.js';

type Countable = SimilarProblem & { practice: PracticeCategory };

const invalid = (message: string) => new HttpError(400, 'validation_error', message, 'problem');

/**
 * The similar problem the page was shown, confirmed as one like the problem solved; 400 on
 * `problem` when it is not, or when it has no practice category to count in (a derivative, a
 * fraction sum).
 */
function confirmed({ problem, similar: shown }: SimilarAttempt): Countable {
  let made: ReturnType<typeof confirmSimilarProblem>;
  try {
    made = confirmSimilarProblem(problem, shown);
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
 * Whether an answer is right, by the grader the page used. Bounded like all grading
 * (lib/safe-grade): an answer that writes an absurd power of ten is wrong without being read, and
 * a grader that throws counts as wrong. An answer it cannot read is 400 `unreadable_answer`, with
 * math-core's sentence, before anything is recorded.
 */
function gradeSimilar(similar: Countable, answer: string): boolean {
  if (hasAbsurdExponent(answer)) return false;
  let graded: ReturnType<typeof checkSimilarAnswer>;
  try {
    graded = checkSimilarAnswer(similar, answer);
  } catch {
    return false;
  }
  if (graded.ok) return graded.value.correct;
  if (graded.error.code === 'unreadable_answer')
    throw new HttpError(400, 'unreadable_answer', graded.error.message, 'answers');
  throw invalid('The answers to this problem cannot be checked');
}

/** The key a similar problem's outcome is counted under: its text, hashed to a fixed length. */
export const similarOutcomeKey = (problem: string) =>
  `similar:${createHash('sha256').update(problem).digest('base64url')}`;

/**
 * Grades a similar problem's answers again and counts the outcome once, in one transaction: the
 * visitor's progress row in the category is taken first (on PostgreSQL its lock, the order online
 * and offline grading take it in), then the problem's key is claimed; a key claimed before counts
 * nothing and answers `recorded: false` with the progress as it stands.
 */
export async function recordSimilarAttempt(
  db: Kysely<Database>,
  visitorId: string,
  attempt: SimilarAttempt,
): Promise<SimilarAttemptResult> {
  const similar = confirmed(attempt);
  const category = similar.practice;
  const { correct } = decideTries(attempt.answers, (answer) => gradeSimilar(similar, answer));
  return db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, visitorId, category);
    if (!(await countOutcomeOnce(trx, visitorId, similarOutcomeKey(similar.problem))))
      return { correct, recorded: false, category, progress };
    const row = await gradeUpsert(trx, visitorId, category, correct).executeTakeFirstOrThrow();
    return { correct, recorded: true, category, progress: toProgress(row) };
  });
}
