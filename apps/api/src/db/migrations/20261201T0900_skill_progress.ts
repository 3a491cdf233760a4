import { type Kysely, sql } from 'kysely';

/**
 * Practice by skill, per visitor:
 * - `skill_progress`: one row per visitor and skill: answer counts, the mastery level and score,
 *   the difficulty of the next problem, and the review schedule (interval, due time in
 *   milliseconds since 1970, successful reviews in a row). `answers` numbers the answers and is
 *   never capped, so it keys `skill_attempts`.
 * - `skill_attempts`: every graded answer, numbered per visitor and skill, which the mastery level
 *   is computed from.
 * - `skill_problems`: the problems served and not yet replaced: the seed math-core made the problem
 *   from, its difficulty, the answer it is graded against, the hint levels asked for and whether
 *   it has been answered (once).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable('skill_progress')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('not-started'))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('Easy'))
    .addColumn('review_interval_days', 'integer')
    .addColumn('review_due_at', 'bigint')
    .addColumn('review_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('skill_progress_pk', ['visitor_id', 'skill'])
    .execute();

  await db.schema
    .createTable('skill_attempts')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('problem_id', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('hints_used', 'integer', (c) => c.notNull())
    .addColumn('review', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('skill_attempts_pk', ['visitor_id', 'skill', 'seq'])
    .execute();

  await db.schema
    .createTable('skill_problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('decimals', 'integer')
    .addColumn('review', 'integer', (c) => c.notNull())
    .addColumn('hints_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('skill_problems_visitor')
    .on('skill_problems')
    .columns(['visitor_id', 'skill', 'review'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['skill_problems', 'skill_attempts', 'skill_progress']) {
    await db.schema.dropTable(table).execute();
  }
}
