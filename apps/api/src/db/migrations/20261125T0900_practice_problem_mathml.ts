import type { Kysely } from 'kysely';

/**
 * Practice problems keep their maths beside their text: the question, hint and answer as MathML
 * and the worked solution as JSON steps `{ note, text, mathml }`. Existing rows get empty values
 * here; the practice bank's seeding at every start-up fills them from math-core.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const column of ['question_mathml', 'hint_mathml', 'answer_mathml']) {
    await db.schema
      .alterTable('practice_problems')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('practice_problems')
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['explanation', 'answer_mathml', 'hint_mathml', 'question_mathml']) {
    await db.schema.alterTable('practice_problems').dropColumn(column).execute();
  }
}
