/**
 * One free trial per person, kept in two places so that nothing a browser forgets can clear it:
 * - on accounts (`accounts.trial_used`): every account a visitor holds while it has had a trial,
 *   and every account such a visitor restores or is restored into;
 * - on the visitor itself (`trial_marks`, the cookie's id): the one trial grant that counts for
 *   it, the first it started or restored (null when it had a trial only through an account it
 *   held, whose trial was someone else's). Forgetting the browser's purchases or replacing its code
 *   never removes a mark, so a browser that had a trial never gets another, nor counts a trial it
 *   restores later.
 */
import type { Kysely, Transaction } from 'kysely';
import { inBatches } from '../../db/batches.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The visitor's mark: `undefined` when it never had a trial; otherwise the trial grant that counts
 * for it (`null`: none counts, though it had one).
 */
export async function trialMarkOf(db: Db, visitorId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('trial_marks')
    .select('grant_id')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.grant_id;
}

/** Marks visitors with `grantId` (their trial); a visitor already marked keeps its mark. */
export async function markVisitors(
  trx: Transaction<Database>,
  visitorIds: readonly string[],
  grantId: string | null,
): Promise<void> {
  await inBatches([...new Set(visitorIds)], (batch) =>
    trx
      .insertInto('trial_marks')
      .values(batch.map((visitor_id) => ({ visitor_id, grant_id: grantId })))
      .onConflict((oc) => oc.column('visitor_id').doNothing())
      .execute(),
  );
}

export async function markAccountsTrialUsed(
  trx: Transaction<Database>,
  accountIds: readonly string[],
): Promise<void> {
  await inBatches(accountIds, (batch) =>
    trx
      .updateTable('accounts')
      .set({ trial_used: 1 })
      .where('id', 'in', batch)
      .where('trial_used', '=', 0)
      .execute(),
  );
}

/** The earliest trial grant on these accounts, if any. */
export async function earliestTrial(db: Db, accountIds: readonly string[]): Promise<string | null> {
  if (accountIds.length === 0) return null;
  const row = await db
    .selectFrom('grants')
    .select('id')
    .where('account_id', 'in', accountIds)
    .where('source', '=', 'trial')
    .orderBy('starts_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
