import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Payments that are taken back, and payments for the wrong money:
 * - `orders.status` may also be `amount_mismatch` (Stripe says the intent succeeded, but for
 *   another amount or currency than the order's: nothing is granted), `refunded` (fully refunded)
 *   or `disputed` (a chargeback was opened).
 * - `revoked_grants`: a grant whose order was refunded or disputed is moved here, out of `grants`,
 *   so nothing that reads `grants` can count it; the row keeps what was granted, when
 *   (`granted_at`), when it was revoked (`revoked_at`, milliseconds since 1970) and why.
 *
 * SQLite cannot change a CHECK constraint in place: `orders` is rebuilt from its own stored
 * definition (so every column it has, whichever migration added it, is kept) with the wider check.
 */
const OLD_STATUSES = `status in ('pending', 'paid', 'failed')`;
const NEW_STATUSES = `status in ('pending', 'paid', 'failed', 'amount_mismatch', 'refunded', 'disputed')`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
async function setStatusCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL names a column's unnamed check `<table>_<column>_check`.
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (${sql.raw(to)})`.execute(
      db,
    );
    return;
  }
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(from)) {
    throw new Error(`orders: the status check is not \`${from}\``);
  }
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'orders' and sql is not null`.execute(db);
  const next = definition
    .replace(from, to)
    .replace(/^create table\s+("orders"|orders)/i, 'create table "orders_next"');
  // One transaction: a crash half-way leaves the old table as it was.
  await db.transaction().execute(async (trx) => {
    await sql.raw(next).execute(trx);
    await sql`insert into orders_next select * from orders`.execute(trx);
    await sql`drop table orders`.execute(trx);
    await sql`alter table orders_next rename to orders`.execute(trx);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function up(db: Kysely<any>): Promise<void> {
  await setStatusCheck(db, OLD_STATUSES, NEW_STATUSES);
  await db.schema
    .createTable('revoked_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('pack_id', 'text')
    .addColumn('order_id', 'text', (c) => c.unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('refunded', 'disputed')`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  // Revoked grants stay revoked: they are dropped, not moved back.
  await db.schema.dropTable('revoked_grants').execute();
  await sql`update orders set status = 'pending' where status = 'amount_mismatch'`.execute(db);
  await sql`update orders set status = 'failed' where status in ('refunded', 'disputed')`.execute(
    db,
  );
  await setStatusCheck(db, NEW_STATUSES, OLD_STATUSES);
}
