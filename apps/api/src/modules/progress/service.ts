import { MAX_PROGRESS_COUNT, type PracticeCategory, type Progress } from '@mathtools/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export const toProgress = (row: { problems_completed: number; streak: number }): Progress => ({
  problemsCompleted: Number(row.problems_completed),
  streak: Number(row.streak),
});

export async function getProgress(
  db: Kysely<Database>,
  visitorId: string,
  category: PracticeCategory,
): Promise<Progress> {
  const row = await db
    .selectFrom('progress')
    .select(['problems_completed', 'streak'])
    .where('visitor_id', '=', visitorId)
    .where('category', '=', category)
    .executeTakeFirst();
  return row ? toProgress(row) : { problemsCompleted: 0, streak: 0 };
}

/**
 * POST /api/progress: the client's values (already bounded by the contract) replace the stored
 * ones. Zeros only reset an existing row: a missing row already reads as zeros.
 */
export async function setProgress(
  db: Kysely<Database>,
  visitorId: string,
  category: PracticeCategory,
  progress: Progress,
): Promise<Progress> {
  if (progress.problemsCompleted === 0 && progress.streak === 0) {
    await db
      .updateTable('progress')
      .set({ problems_completed: 0, streak: 0, updated_at: sql`CURRENT_TIMESTAMP` })
      .where('visitor_id', '=', visitorId)
      .where('category', '=', category)
      .execute();
    return { problemsCompleted: 0, streak: 0 };
  }
  const row = await db
    .insertInto('progress')
    .values({
      visitor_id: visitorId,
      category,
      problems_completed: progress.problemsCompleted,
      streak: progress.streak,
    })
    .onConflict((oc) =>
      oc.columns(['visitor_id', 'category']).doUpdateSet((eb) => ({
        problems_completed: eb.ref('excluded.problems_completed'),
        streak: eb.ref('excluded.streak'),
        updated_at: sql`CURRENT_TIMESTAMP`,
      })),
    )
    .returning(['problems_completed', 'streak'])
    .executeTakeFirstOrThrow();
  return toProgress(row);
}

/**
 * `column + 1`, capped at MAX_PROGRESS_COUNT, computed by the database (no read-modify-write);
 * `column` is qualified by its table (`progress.streak`) for use in an upsert.
 */
export const cappedIncrement = (column: string) =>
  sql<number>`case when ${sql.ref(column)} >= ${sql.lit(MAX_PROGRESS_COUNT)} then ${sql.lit(MAX_PROGRESS_COUNT)} else ${sql.ref(column)} + 1 end`;

const incremented = (column: 'problems_completed' | 'streak') =>
  cappedIncrement(`progress.${column}`);

/**
 * Counts one graded answer in its visitor's progress (the caller also stores the attempt, in the
 * same transaction): correct adds 1 to problemsCompleted and streak, wrong resets the streak. The
 * counters change inside a single upsert computed by the database, so answers submitted at once
 * never lose an increment; it returns the progress right after this answer (read it with
 * `toProgress`).
 */
/** The progress row of a visitor's first graded answer in a category. */
export const gradeRow = (visitorId: string, category: PracticeCategory, correct: boolean) => ({
  visitor_id: visitorId,
  category,
  problems_completed: correct ? 1 : 0,
  streak: correct ? 1 : 0,
});

/** What a graded answer changes in an existing progress row: both up, or the streak reset. */
export const gradeUpdate = (correct: boolean) =>
  correct
    ? {
        problems_completed: incremented('problems_completed'),
        streak: incremented('streak'),
        updated_at: sql<string>`CURRENT_TIMESTAMP`,
      }
    : { streak: 0, updated_at: sql<string>`CURRENT_TIMESTAMP` };

export function gradeUpsert(
  db: Kysely<Database>,
  visitorId: string,
  category: PracticeCategory,
  correct: boolean,
) {
  return db
    .insertInto('progress')
    .values(gradeRow(visitorId, category, correct))
    .onConflict((oc) => oc.columns(['visitor_id', 'category']).doUpdateSet(gradeUpdate(correct)))
    .returning(['problems_completed', 'streak']);
}
