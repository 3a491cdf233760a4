import { type Kysely, sql } from 'kysely';

/**
 * Purchases follow the person and the money:
 * - `trial_marks`: a visitor (the cookie) that has had a free trial, kept whatever the browser
 *   forgets later, with the one trial that counts for it: the first it started or restored (null
 *   when it had one only through an account marked by someone else's). Filled here from the trials
 *   started and the accounts each visitor holds (the earliest trial among them, as before; null
 *   for a visitor holding a marked account without one).
 * - `grants.days` and `revoked_grants.days`: the days a plan grant paid for (30 for a purchase, 7
 *   for a trial; null for a pack), so a plan's end can be worked out again from the grants that
 *   still stand when one payment of a stack is refunded, disputed or reinstated.
 * - `orders.opened_at`: when the checkout was opened (milliseconds since 1970), so a payment from
 *   a checkout opened before another payment of the same thing can be told from a renewal.
 * - `duplicate_payments`: orders paid for what the buyer already had (two tabs both paid), marked
 *   `refunded` and refunded through Stripe; the row says which grant they duplicated.
 * - `accounts.restore_code_rotated_at`: when the code was last replaced, so replacements sent at
 *   once all answer the one code that ends up working.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trial_marks')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('grant_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  // Each visitor's earliest trial among the accounts it started one on or holds.
  await sql`insert into trial_marks (visitor_id, grant_id)
    select visitor_id, grant_id from (
      select h.visitor_id, g.id as grant_id,
        row_number() over (partition by h.visitor_id order by g.starts_at, g.id) as n
      from (
        select visitor_id, account_id from trials
        union select visitor_id, account_id from visitor_accounts
        union select visitor_id, account_id from visitor_restores
      ) h
      join grants g on g.account_id = h.account_id and g.source = 'trial'
    ) ranked where n = 1`.execute(db);
  await sql`insert into trial_marks (visitor_id, grant_id)
    select distinct h.visitor_id, cast(null as text)
    from (
      select visitor_id, account_id from visitor_accounts
      union select visitor_id, account_id from visitor_restores
    ) h
    join accounts a on a.id = h.account_id and a.trial_used = 1
    where h.visitor_id not in (select visitor_id from trial_marks)`.execute(db);

  for (const table of ['grants', 'revoked_grants']) {
    await db.schema.alterTable(table).addColumn('days', 'integer').execute();
    await sql`update ${sql.table(table)} set days = 30 where kind = 'plan' and source = 'purchase'`.execute(
      db,
    );
    await sql`update ${sql.table(table)} set days = 7 where kind = 'plan' and source = 'trial'`.execute(
      db,
    );
  }

  await db.schema.alterTable('orders').addColumn('opened_at', 'bigint').execute();
  await db.schema
    .createTable('duplicate_payments')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('duplicate_of', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.alterTable('accounts').addColumn('restore_code_rotated_at', 'bigint').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('restore_code_rotated_at').execute();
  await db.schema.dropTable('duplicate_payments').execute();
  await db.schema.alterTable('orders').dropColumn('opened_at').execute();
  for (const table of ['grants', 'revoked_grants'])
    await db.schema.alterTable(table).dropColumn('days').execute();
  await db.schema.dropTable('trial_marks').execute();
}
