import { type Kysely, sql } from 'kysely';

/**
 * Practice that counts each problem once and offline credit that is bounded:
 * - `category_outcomes`: the category problems whose outcome a visitor's progress has counted, one
 *   row each, so a problem answered again (online or offline) counts nothing. Filled from the
 *   answers already stored.
 * - `offline_attempts.batch`: the batch of seeds the server handed out that the attempt's seed came
 *   from; a seed of a batch counts once (unique with the visitor; attempts from before batches
 *   have none). `offline_attempts.credited`: 0 for an attempt kept without credit (its skill had
 *   risen its level for the day, or its problem was counted already).
 * - `offline_credit`: per visitor, skill and day (UTC, `YYYY-MM-DD`), how many mastery levels
 *   answers given offline have raised the skill, so offline answers raise it one level a day.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_outcomes')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('problem_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_outcomes_pk', ['visitor_id', 'problem_id'])
    .execute();
  await sql`insert into category_outcomes (visitor_id, problem_id)
    select distinct visitor_id, problem_id from practice_attempts`.execute(db);

  await db.schema.alterTable('offline_attempts').addColumn('batch', 'text').execute();
  await db.schema
    .alterTable('offline_attempts')
    .addColumn('credited', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('offline_attempts_seed')
    .on('offline_attempts')
    .columns(['visitor_id', 'batch', 'seed'])
    .unique()
    .execute();

  await db.schema
    .createTable('offline_credit')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('levels', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offline_credit_pk', ['visitor_id', 'skill', 'day'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_credit').execute();
  await db.schema.dropIndex('offline_attempts_seed').execute();
  await db.schema.alterTable('offline_attempts').dropColumn('credited').execute();
  await db.schema.alterTable('offline_attempts').dropColumn('batch').execute();
  await db.schema.dropTable('category_outcomes').execute();
}
