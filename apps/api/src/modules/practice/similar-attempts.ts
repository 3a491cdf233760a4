/**
 * Similar problems answered on the solver's page, counted in their practice category. The page
 * made the problem with math-core's `similarProblem` from the problem the student solved, and
 * graded the answers itself; here the problem shown is confirmed as one like the problem solved
 * (`confirmSimilarProblem`: the same but for its numbers, solved the same way, answers as clean;
 * two solves, where making one may take many), the answers are graded again with the same grader
 * (`checkSimilarAnswer`), and only this verdict is counted, as a practice answer of the category
 * would be: a correct outcome adds one to problems completed and the streak, a miss resets it. The
 * checking runs in the worker pool (`maths/tasks.ts`, `similarAttempt`), within its time limit.
 *
 * A problem counts once per visitor: its key is its tree as the solver read it, numbers in one
 * form, hashed, kept among the category outcomes the visitor's progress has counted. Sent again
 * (a resend after a lost answer, another tab, its numbers written `05` or `5.0`), it answers the
 * progress as it stands and counts nothing.
 */
import type {
  PracticeLanguageCode,
  SimilarAttempt,
  SimilarAttemptResult,
} from '@mathtools/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Maths } from '../../maths/pool.js';
import { gradeUpsert, toProgress } from '../progress/service.js';
import { countOutcomeOnce, lockProgress } from './grade-commits.js';

/**
 * Grades a similar problem's answers again and counts the outcome once, in one transaction: the
 * visitor's progress row in the category is taken first (on PostgreSQL its lock, the order online
 * and offline grading take it in), then the problem's key is claimed; a key claimed before counts
 * nothing and answers `recorded: false` with the progress as it stands.
 */
export async function recordSimilarAttempt(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  attempt: SimilarAttempt,
  lang?: PracticeLanguageCode,
): Promise<SimilarAttemptResult> {
  // Refused, when it is, in the page's language (`lang`; English without it).
  const { correct, category, key } = await maths.run(
    'similarAttempt',
    lang === undefined ? attempt : { ...attempt, lang },
  );
  return db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, visitorId, category);
    if (!(await countOutcomeOnce(trx, visitorId, key)))
      return { correct, recorded: false, category, progress };
    const row = await gradeUpsert(trx, visitorId, category, correct).executeTakeFirstOrThrow();
    return { correct, recorded: true, category, progress: toProgress(row) };
  });
}
