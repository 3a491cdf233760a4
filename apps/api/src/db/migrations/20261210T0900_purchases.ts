import { type Kysely, sql } from 'kysely';

/**
 * What a buyer owns, and how another browser gets it back:
 * - `accounts`: made for a visitor at its first checkout or trial. `restore_code_hash` (SHA-256 of
 *   the normalised code) finds it; `restore_code` is kept so the buyer's own browser can show it.
 * - `visitor_accounts`: which account a visitor (cookie) holds; a restore points it at another.
 * - `grants`: what an account owns. A pack (for ever) or a plan (until `expires_at`, milliseconds
 *   since 1970), from a purchase or a trial. `order_id` is UNIQUE, so fulfilling one order twice,
 *   even from two transactions at once, inserts one grant.
 * - `trials`: one row per visitor that started a free trial (the primary key keeps it to one).
 * - `restore_failures`: wrong restore codes per client and window, for the rate limit.
 * - `orders.pack_id` (the pack a Pro plan includes) and `orders.account_id` (who it grants to).
 * - `contact_messages.priority`: sent by a visitor with an active Master plan.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restore_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('restore_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('visitor_accounts')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('visitor_accounts_account')
    .on('visitor_accounts')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pack', 'plan')`))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('pack_id', 'text')
    .addColumn('order_id', 'text', (c) => c.unique())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('purchase', 'trial')`))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('grants_account').on('grants').column('account_id').execute();

  await db.schema
    .createTable('trials')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('trials_account').on('trials').column('account_id').execute();

  await db.schema
    .createTable('restore_failures')
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('restore_failures_pk', ['client', 'window_start'])
    .execute();

  await db.schema.alterTable('orders').addColumn('pack_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('account_id', 'text').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('priority').execute();
  await db.schema.alterTable('orders').dropColumn('account_id').execute();
  await db.schema.alterTable('orders').dropColumn('pack_id').execute();
  for (const table of ['restore_failures', 'trials', 'grants', 'visitor_accounts', 'accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
