/**
 * Free trials: a plan for TRIAL_DAYS without payment, one per person (see `trial-marks.ts`), and a
 * few per client network an hour so that throw-away cookies do not give a trial each.
 */
import { randomUUID } from 'node:crypto';
import { type PlanId, type Purchases, TRIAL_DAYS } from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { checkPlanPack, planExpiry, requireSinglePack } from './plans.js';
import { accountsOf, ensureAccountIn, lockAccounts, purchasesOf } from './service.js';
import { markAccountsTrialUsed, markVisitors, trialMarkOf } from './trial-marks.js';

const trialUsed = () =>
  new HttpError(409, 'trial_used', 'You have already used your free trial', 'plan');

/** Free trials one client network may start per hour (a household may share an address). */
export const TRIALS_PER_CLIENT_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts a trial against the client's network for this hour, atomically (the increment happens
 * only below the limit, in one statement); throws 429 when the hour's trials are used up.
 */
async function countTrialStart(trx: Transaction<Database>, client: string, now: number) {
  const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  await trx.deleteFrom('trial_starts').where('window_start', '<', windowStart).execute();
  const counted = await trx
    .insertInto('trial_starts')
    .values({ client, window_start: windowStart, started: 1 })
    .onConflict((oc) =>
      oc
        .columns(['client', 'window_start'])
        .doUpdateSet((eb) => ({ started: eb(eb.ref('trial_starts.started'), '+', 1) }))
        .where('trial_starts.started', '<', TRIALS_PER_CLIENT_PER_HOUR),
    )
    .returning('started')
    .executeTakeFirst();
  if (!counted)
    throw Object.assign(
      new HttpError(
        429,
        'rate_limited',
        'Too many free trials were started from this network, please try again later',
      ),
      { retryAfterS: Math.ceil((windowStart + HOUR_MS - now) / 1000) },
    );
}

/**
 * A free trial: the plan for TRIAL_DAYS, on the visitor's own account (after the end of the same
 * plan's grants there, if one is active). Refused (409) when the visitor is marked, or holds an
 * account marked, by a trial; the trial then marks the visitor, every account it holds, and every
 * visitor that restored its own account (the trial counts for them too, having had none). `client`
 * (the client's network: `clientNetwork`) may start TRIALS_PER_CLIENT_PER_HOUR an hour (429 past
 * that).
 */
export async function startTrial(
  db: Kysely<Database>,
  dialect: Dialect,
  visitorId: string,
  plan: PlanId,
  packId: string | undefined,
  client: string,
  now: number,
  log: FastifyBaseLogger,
): Promise<Purchases> {
  checkPlanPack(plan, packId);
  if (packId !== undefined) await requireSinglePack(db, packId, 'packId');
  if ((await trialMarkOf(db, visitorId)) !== undefined) throw trialUsed();
  const grantId = randomUUID();
  const { account, expiresAt } = await db.transaction().execute(async (trx) => {
    const account = await ensureAccountIn(trx, visitorId);
    const accounts = await lockAccounts(trx, dialect, await accountsOf(trx, visitorId));
    if (accounts.some((a) => a.trialUsed)) throw trialUsed();
    const marked = await trx
      .insertInto('trial_marks')
      .values({ visitor_id: visitorId, grant_id: grantId })
      .onConflict((oc) => oc.column('visitor_id').doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) throw trialUsed();
    await countTrialStart(trx, client, now);
    await trx
      .insertInto('trials')
      .values({ visitor_id: visitorId, account_id: account.id, plan })
      .onConflict((oc) => oc.column('visitor_id').doNothing())
      .execute();
    const stack = { accountId: account.id, productId: plan, packId: packId ?? null };
    const expiresAt = await planExpiry(trx, stack, TRIAL_DAYS, now);
    await trx
      .insertInto('grants')
      .values({
        id: grantId,
        account_id: account.id,
        kind: 'plan',
        product_id: plan,
        pack_id: packId ?? null,
        order_id: null,
        source: 'trial',
        starts_at: now,
        expires_at: expiresAt,
        days: TRIAL_DAYS,
      })
      .execute();
    await markAccountsTrialUsed(
      trx,
      accounts.map((a) => a.id),
    );
    const restorers = await trx
      .selectFrom('visitor_restores')
      .select('visitor_id')
      .where('account_id', '=', account.id)
      .execute();
    await markVisitors(
      trx,
      restorers.map((r) => r.visitor_id),
      grantId,
    );
    return { account, expiresAt };
  });
  log.info(
    {
      grantId,
      productId: plan,
      packId: packId ?? null,
      accountId: account.id,
      visitorId,
      source: 'trial',
      expiresAt: new Date(expiresAt).toISOString(),
    },
    'grant: free trial started',
  );
  return purchasesOf(db, visitorId, now);
}
