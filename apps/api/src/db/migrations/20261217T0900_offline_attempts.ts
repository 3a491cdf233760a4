import { type Kysely, sql } from 'kysely';

/**
 * `offline_attempts`: the problems a visitor answered while offline that the server has counted,
 * one row per attempt id the browser made. The key is (visitor_id, id): inserting an id a second
 * time is a conflict, so an attempt sent again (a retry after a lost answer, two tabs sending the
 * same queue) is found already counted and is not counted again. The row keeps what was counted
 * (the skill or category, the seed and the server's verdict), so a repeat gets the same verdict.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offline_attempts')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('skill', 'category')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addPrimaryKeyConstraint('offline_attempts_pk', ['visitor_id', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_attempts').execute();
}
