/**
 * Plans follow the money. A plan grant (a purchase of PLAN_DAYS, a trial of TRIAL_DAYS) belongs to
 * a stack: the account's grants of one plan (`master`), or of Pro with one pack (Pro for pack A and
 * Pro for pack B are two stacks). In a stack, in the order they were granted, each grant runs for
 * its days from the end of the one before, or from when it was granted if that one had ended:
 *
 *   end = max(end of the grants before, granted at) + days
 *
 * Each grant stores its end (`expires_at`), so readers only compare it with the clock. When a
 * grant leaves the stack (its payment refunded or disputed) or comes back (a dispute won), the
 * ends of the stack are worked out again (`restackPlan`): exactly that payment's period goes, or
 * returns. Callers hold the account's lock (`lockAccount`), so a stack is rewritten by one
 * transaction at a time.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database> | Transaction<Database>;

/** A stack: the account's grants of one plan (and, for Pro, one pack). */
export interface PlanStack {
  accountId: string;
  productId: string;
  /** The pack a Pro plan includes; null for Master. */
  packId: string | null;
}

function stackGrants(db: Db, { accountId, productId, packId }: PlanStack) {
  const query = db
    .selectFrom('grants')
    .select(['id', 'starts_at', 'expires_at', 'days'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'plan')
    .where('product_id', '=', productId);
  return packId === null ? query.where('pack_id', 'is', null) : query.where('pack_id', '=', packId);
}

/** When a grant of `days` added to the stack now ends: after the stack's end, or after now. */
export async function planExpiry(
  db: Db,
  stack: PlanStack,
  days: number,
  now: number,
): Promise<number> {
  const row = await stackGrants(db, stack)
    .clearSelect()
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .executeTakeFirst();
  const until = row?.until === null || row?.until === undefined ? 0 : Number(row.until);
  return Math.max(now, until) + days * DAY_MS;
}

/**
 * Works the ends of a stack out again from the grants it holds now, and stores those that
 * changed. Returns how many grants' ends moved.
 */
export async function restackPlan(trx: Transaction<Database>, stack: PlanStack): Promise<number> {
  const grants = await stackGrants(trx, stack).orderBy('starts_at').orderBy('id').execute();
  let end = 0;
  let moved = 0;
  for (const grant of grants) {
    end = Math.max(end, Number(grant.starts_at)) + Number(grant.days) * DAY_MS;
    if (Number(grant.expires_at) === end) continue;
    await trx.updateTable('grants').set({ expires_at: end }).where('id', '=', grant.id).execute();
    moved++;
  }
  return moved;
}

/**
 * The pack a Pro plan includes, or 404 on `field`: a single pack, never a bundle (a bundle for the
 * price of Pro would undercut Master and every pack).
 */
export async function requireSinglePack(db: Db, packId: string, field: string): Promise<string> {
  const pack = await db
    .selectFrom('products')
    .select(['id', 'bundle'])
    .where('id', '=', packId)
    .where('kind', '=', 'pack')
    .executeTakeFirst();
  if (!pack) throw notFound('Unknown pack', field);
  if (Number(pack.bundle) === 1)
    throw new HttpError(
      400,
      'validation_error',
      'Pro includes one single pack: choose a pack that is not a bundle',
      field,
    );
  return pack.id;
}

/** Pro names the pack it includes; nothing else takes one. */
export function checkPlanPack(planId: string, packId: string | undefined): void {
  if (planId === 'pro' && packId === undefined)
    throw new HttpError(
      400,
      'validation_error',
      'Please choose the premium pack your Pro plan includes',
      'packId',
    );
  if (planId !== 'pro' && packId !== undefined)
    throw new HttpError(
      400,
      'validation_error',
      'Only the Pro plan includes a chosen pack',
      'packId',
    );
}
