import { type Kysely, sql } from 'kysely';

/**
 * `health_probe`: one row the health check rewrites to learn whether the database still takes
 * writes. An index on orders' idempotency key: a checkout looks its key up before asking Stripe.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema
    .createIndex('orders_idempotency_key')
    .on('orders')
    .column('idempotency_key')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_idempotency_key').execute();
  await db.schema.dropTable('health_probe').execute();
}
