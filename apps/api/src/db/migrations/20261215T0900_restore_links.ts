import { type Kysely, sql } from 'kysely';

/**
 * A restore adds purchases to a browser instead of moving the browser to another account:
 * - `visitor_restores`: the accounts a visitor restored with their codes, besides the one made for
 *   it (`visitor_accounts`, its own: the one its checkouts and trials use and whose code it shows).
 *   What the visitor owns is what all of them own.
 * - `accounts.trial_used`: set on every account of a visitor that has had a free trial, and carried
 *   to every account such a visitor restores or is restored into, so that no browser holding any
 *   of them gets a second trial.
 * - `free_problems`: premium-skill problems served to a visitor that owns nothing, per calendar
 *   month (`YYYY-MM`, UTC): the Free tier's monthly allowance.
 * - `trial_starts`: free trials started per client address and hour (a few per address, so
 *   throw-away cookies do not give a trial each).
 * - `products.bundle`: a pack that gathers several packs' skills (Pro includes a single pack).
 * - `skill_problems.sample`: a problem served from that allowance, which may be answered (and its
 *   hints read) without owning the skill's pack.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_restores')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addPrimaryKeyConstraint('visitor_restores_pk', ['visitor_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('visitor_restores_account')
    .on('visitor_restores')
    .column('account_id')
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('trial_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Accounts that already carry a trial.
  await sql`update accounts set trial_used = 1 where id in (select account_id from trials)`.execute(
    db,
  );
  await db.schema
    .createTable('free_problems')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('free_problems_pk', ['visitor_id', 'month'])
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('bundle', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('trial_starts')
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('trial_starts_pk', ['client', 'window_start'])
    .execute();
  await db.schema
    .alterTable('skill_problems')
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('skill_problems').dropColumn('sample').execute();
  await db.schema.dropTable('trial_starts').execute();
  await db.schema.alterTable('products').dropColumn('bundle').execute();
  await db.schema.dropTable('free_problems').execute();
  await db.schema.alterTable('accounts').dropColumn('trial_used').execute();
  await db.schema.dropTable('visitor_restores').execute();
}
