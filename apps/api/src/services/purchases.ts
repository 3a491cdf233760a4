/**
 * What a visitor owns. Purchases belong to an account, made for a visitor at its first checkout or
 * trial together with its restore code; every visitor holding the account (the buyer's browser,
 * and any browser the code was entered in) shares its grants:
 * - a pack, bought: owned for ever;
 * - a plan (Pro with the one pack it includes, Master with every pack), bought for PLAN_DAYS or
 *   tried for TRIAL_DAYS: owned until it expires.
 *
 * Restore codes are 20 Crockford base32 characters (100 random bits), found by their SHA-256 and
 * compared in constant time; wrong codes are counted per client and window (RESTORE_MAX_FAILURES
 * per RESTORE_WINDOW_MS), past which the client gets 429 until the window ends.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type ActivePlan,
  type PlanId,
  type Purchases,
  RESTORE_MAX_FAILURES,
  RESTORE_WINDOW_MS,
  TRIAL_DAYS,
} from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/create-db.js';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../lib/http-error.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Crockford's base32: digits and letters without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 20;
const GROUP = 5;

type Db = Kysely<Database> | Transaction<Database>;

/** A new restore code, `XXXXX-XXXXX-XXXXX-XXXXX`, from the system's CSPRNG. */
export function newRestoreCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return formatCode(raw);
}

const formatCode = (raw: string) => (raw.match(new RegExp(`.{${GROUP}}`, 'g')) ?? []).join('-');

/**
 * The 20 characters of a typed code (any case; spaces and dashes ignored; O read as 0, I and L
 * as 1, as Crockford's alphabet says), or null when it cannot be a code.
 */
export function normaliseRestoreCode(input: string): string | null {
  const raw = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (raw.length !== CODE_LENGTH) return null;
  for (const ch of raw) if (!ALPHABET.includes(ch)) return null;
  return raw;
}

export const hashRestoreCode = (normalised: string): string =>
  createHash('sha256').update(normalised).digest('hex');

// ---------------------------------------------------------------- accounts

/** The account this visitor holds, if any. */
export async function accountOf(db: Db, visitorId: string): Promise<string | null> {
  const row = await db
    .selectFrom('visitor_accounts')
    .select('account_id')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/**
 * The visitor's account, made (with its restore code) when it has none. Two first calls at once
 * make one: the visitor's row is the primary key, and the loser's unused account is removed.
 */
export async function ensureAccount(
  db: Kysely<Database>,
  visitorId: string,
): Promise<{ id: string; restoreCode: string }> {
  const existing = await db
    .selectFrom('visitor_accounts as va')
    .innerJoin('accounts as a', 'a.id', 'va.account_id')
    .select(['a.id', 'a.restore_code'])
    .where('va.visitor_id', '=', visitorId)
    .executeTakeFirst();
  if (existing) return { id: existing.id, restoreCode: existing.restore_code };
  const id = randomUUID();
  const restoreCode = newRestoreCode();
  const made = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id,
        restore_code: restoreCode,
        restore_code_hash: hashRestoreCode(normaliseRestoreCode(restoreCode) as string),
      })
      .execute();
    const linked = await trx
      .insertInto('visitor_accounts')
      .values({ visitor_id: visitorId, account_id: id })
      .onConflict((oc) => oc.column('visitor_id').doNothing())
      .executeTakeFirst();
    if (Number(linked.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    await trx.deleteFrom('accounts').where('id', '=', id).execute();
    return false;
  });
  return made ? { id, restoreCode } : ensureAccount(db, visitorId);
}

/**
 * Takes the account's row lock on PostgreSQL, so work that reads the account's grants and then
 * writes one (a plan renewal, a trial) runs one at a time per account. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockAccount(
  trx: Transaction<Database>,
  dialect: Dialect,
  accountId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
}

// ---------------------------------------------------------------- what is owned

const ms = (value: number | string | null) => (value === null ? null : Number(value));
const iso = (value: number | string) => new Date(Number(value)).toISOString();

async function packIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('kind', '=', 'pack')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

interface GrantView {
  product_id: string;
  kind: 'pack' | 'plan';
  pack_id: string | null;
  source: 'purchase' | 'trial';
  starts_at: number | string;
  expires_at: number | string | null;
  title: string;
}

async function grantsOf(db: Db, accountId: string): Promise<GrantView[]> {
  return db
    .selectFrom('grants as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select([
      'g.product_id',
      'g.kind',
      'g.pack_id',
      'g.source',
      'g.starts_at',
      'g.expires_at',
      'p.title',
    ])
    .where('g.account_id', '=', accountId)
    .orderBy('g.starts_at')
    .orderBy('g.id')
    .execute();
}

const isActive = (g: GrantView, now: number) =>
  Number(g.starts_at) <= now && (g.expires_at === null || Number(g.expires_at) > now);

/** The plan shown: Master while a Master grant is active, else Pro; the latest-ending grant speaks. */
function activePlan(grants: GrantView[], now: number): ActivePlan | null {
  const plans = grants.filter((g) => g.kind === 'plan' && isActive(g, now));
  const pick = (productId: PlanId) =>
    plans
      .filter((g) => g.product_id === productId)
      .sort((a, b) => Number(b.expires_at) - Number(a.expires_at))[0];
  const master = pick('master');
  const chosen = master ?? pick('pro');
  if (!chosen || chosen.expires_at === null) return null;
  return {
    name: master ? 'Master' : 'Pro',
    expiresAt: iso(chosen.expires_at),
    ...(!master && chosen.pack_id ? { packId: chosen.pack_id } : {}),
    trial: chosen.source === 'trial',
  };
}

function ownedFrom(grants: GrantView[], allPacks: string[], now: number): string[] {
  const owned = new Set<string>();
  for (const g of grants) {
    if (!isActive(g, now)) continue;
    if (g.kind === 'pack') owned.add(g.product_id);
    else if (g.product_id === 'master') for (const p of allPacks) owned.add(p);
    else if (g.pack_id) owned.add(g.pack_id);
  }
  return allPacks.filter((p) => owned.has(p));
}

/** The packs this visitor may practise now. */
export async function ownedPackIds(db: Db, visitorId: string, now: number): Promise<Set<string>> {
  const accountId = await accountOf(db, visitorId);
  if (!accountId) return new Set();
  const [grants, allPacks] = await Promise.all([grantsOf(db, accountId), packIds(db)]);
  return new Set(ownedFrom(grants, allPacks, now));
}

/** Everything GET /api/purchases answers for this visitor. */
export async function purchasesOf(db: Db, visitorId: string, now: number): Promise<Purchases> {
  const account = await db
    .selectFrom('visitor_accounts as va')
    .innerJoin('accounts as a', 'a.id', 'va.account_id')
    .select(['a.id', 'a.restore_code'])
    .where('va.visitor_id', '=', visitorId)
    .executeTakeFirst();
  if (!account) return { products: [], plan: null, ownedPackIds: [], restoreCode: null };
  const [grants, allPacks] = await Promise.all([grantsOf(db, account.id), packIds(db)]);
  return {
    products: grants
      .filter((g) => g.source === 'purchase')
      .map((g) => ({ productId: g.product_id, title: g.title, purchasedAt: iso(g.starts_at) })),
    plan: activePlan(grants, now),
    ownedPackIds: ownedFrom(grants, allPacks, now),
    restoreCode: account.restore_code,
  };
}

/**
 * When a plan bought or tried now ends: PLAN_DAYS (or the trial's days) after the end of the
 * account's active grant of the same plan, or after now when there is none.
 */
export async function planExpiry(
  db: Db,
  accountId: string,
  planId: string,
  days: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('grants')
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .where('account_id', '=', accountId)
    .where('kind', '=', 'plan')
    .where('product_id', '=', planId)
    .executeTakeFirst();
  const until = ms(row?.until ?? null) ?? 0;
  return Math.max(now, until) + days * DAY_MS;
}

/** A pack product, or 404 on `field`. */
export async function requirePack(db: Db, packId: string, field: string): Promise<string> {
  const pack = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', packId)
    .where('kind', '=', 'pack')
    .executeTakeFirst();
  if (!pack) throw notFound('Unknown pack', field);
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

// ---------------------------------------------------------------- trial

const trialUsed = () =>
  new HttpError(409, 'trial_used', 'You have already used your free trial', 'plan');

/**
 * A free trial: the plan for TRIAL_DAYS, once per visitor (the `trials` primary key) and once per
 * account (checked under the account's lock).
 */
export async function startTrial(
  db: Kysely<Database>,
  dialect: Dialect,
  visitorId: string,
  plan: PlanId,
  packId: string | undefined,
  now: number,
  log: FastifyBaseLogger,
): Promise<Purchases> {
  checkPlanPack(plan, packId);
  if (packId !== undefined) await requirePack(db, packId, 'packId');
  const earlier = await db
    .selectFrom('trials')
    .select('visitor_id')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  if (earlier) throw trialUsed();
  const account = await ensureAccount(db, visitorId);
  const grantId = randomUUID();
  const expiresAt = now + TRIAL_DAYS * DAY_MS;
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, dialect, account.id);
    const used = await trx
      .selectFrom('trials')
      .select('visitor_id')
      .where((eb) => eb.or([eb('visitor_id', '=', visitorId), eb('account_id', '=', account.id)]))
      .executeTakeFirst();
    if (used) throw trialUsed();
    const inserted = await trx
      .insertInto('trials')
      .values({ visitor_id: visitorId, account_id: account.id, plan })
      .onConflict((oc) => oc.column('visitor_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw trialUsed();
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
      })
      .execute();
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

// ---------------------------------------------------------------- restore

const tooManyCodes = () =>
  new HttpError(429, 'rate_limited', 'Too many wrong restore codes, please try again later');

/**
 * Attaches the account of `code` to the visitor. What the visitor's own account held moves with
 * it (grants, trials, orders, and every visitor of that account), so nothing bought is lost.
 * `client` is the address wrong codes are counted against. Throws 404 `unknown_code` for a wrong
 * code and 429 (with `retryAfterS`) once the client has sent RESTORE_MAX_FAILURES wrong ones in
 * the current window.
 */
export async function restorePurchases(
  db: Kysely<Database>,
  dialect: Dialect,
  visitorId: string,
  code: string,
  client: string,
  now: number,
  log: FastifyBaseLogger,
): Promise<Purchases> {
  const windowStart = Math.floor(now / RESTORE_WINDOW_MS) * RESTORE_WINDOW_MS;
  const retryAfterS = Math.ceil((windowStart + RESTORE_WINDOW_MS - now) / 1000);
  const counted = await db
    .selectFrom('restore_failures')
    .select('failures')
    .where('client', '=', client)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  if (counted && Number(counted.failures) >= RESTORE_MAX_FAILURES) {
    throw Object.assign(tooManyCodes(), { retryAfterS });
  }

  const normalised = normaliseRestoreCode(code);
  const hash = hashRestoreCode(normalised ?? '');
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'restore_code_hash'])
    .where('restore_code_hash', '=', hash)
    .executeTakeFirst();
  const matches =
    normalised !== null &&
    account !== undefined &&
    timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(account.restore_code_hash, 'hex'));
  if (!matches || !account) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('restore_failures')
        .values({ client, window_start: windowStart, failures: 1 })
        .onConflict((oc) =>
          oc.columns(['client', 'window_start']).doUpdateSet((eb) => ({
            failures: eb(eb.ref('restore_failures.failures'), '+', 1),
          })),
        )
        .execute();
      // Past windows count for nobody: the table holds the current window's clients only.
      await trx.deleteFrom('restore_failures').where('window_start', '<', windowStart).execute();
    });
    log.warn({ visitorId }, 'restore: wrong code');
    throw new HttpError(404, 'unknown_code', 'No purchases have this restore code', 'code');
  }

  const previous = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, dialect, account.id);
    const before = await accountOf(trx, visitorId);
    if (before !== null && before !== account.id) {
      await trx
        .updateTable('grants')
        .set({ account_id: account.id })
        .where('account_id', '=', before)
        .execute();
      await trx
        .updateTable('trials')
        .set({ account_id: account.id })
        .where('account_id', '=', before)
        .execute();
      await trx
        .updateTable('orders')
        .set({ account_id: account.id })
        .where('account_id', '=', before)
        .execute();
      await trx
        .updateTable('visitor_accounts')
        .set({ account_id: account.id, updated_at: sql`CURRENT_TIMESTAMP` })
        .where('account_id', '=', before)
        .execute();
    }
    await trx
      .insertInto('visitor_accounts')
      .values({ visitor_id: visitorId, account_id: account.id })
      .onConflict((oc) =>
        oc
          .column('visitor_id')
          .doUpdateSet({ account_id: account.id, updated_at: sql`CURRENT_TIMESTAMP` }),
      )
      .execute();
    return before;
  });
  log.info(
    {
      visitorId,
      accountId: account.id,
      mergedAccountId: previous !== account.id ? previous : null,
    },
    'restore: purchases attached to visitor',
  );
  return purchasesOf(db, visitorId, now);
}
