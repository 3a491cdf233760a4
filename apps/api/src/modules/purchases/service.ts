/**
 * What a visitor owns. Purchases belong to accounts. A visitor's own account is made at its first
 * checkout or trial, with a restore code; its checkouts and trials use it and it shows that code.
 * Entering another account's code adds that account to the visitor (`visitor_restores`): the
 * visitor then owns what all of its accounts own, and nothing ever moves between accounts, so a
 * payment always lands on the account of the browser that paid and stays reachable with its code.
 * - a pack, bought: owned for ever;
 * - a plan (Pro with the one pack it includes, Master with every pack), bought for PLAN_DAYS or
 *   tried for TRIAL_DAYS: owned until it expires.
 *
 * One trial per person (`trial-marks.ts`): the mark stays with the visitor and every account it
 * ever held, whatever it forgets; of the trials a browser holds, only the one its mark names counts.
 * Trials are started in `trials.ts`; plans stack as `plans.ts` says.
 *
 * Restore codes are 20 Crockford base32 characters (100 random bits), found by their SHA-256 and
 * compared in constant time; checks are counted per client and window before the code is looked
 * at (RESTORE_MAX_FAILURES wrong ones per RESTORE_WINDOW_MS), past which the client gets 429 until
 * the window ends. A code can be replaced (the old one stops working) and a browser can leave its
 * accounts (a shared computer).
 *
 * Locks: work that reads an account's grants or marks and then writes takes the row locks of all
 * the accounts it touches, in id order (PostgreSQL), so two such transactions never deadlock;
 * SQLite runs one write transaction at a time, begun with the write lock.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type ActivePlan,
  type PlanId,
  type Purchases,
  RESTORE_MAX_FAILURES,
  RESTORE_WINDOW_MS,
} from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { freeProblemsOf } from '../skills/free-problems.js';
import { earliestTrial, markAccountsTrialUsed, markVisitors, trialMarkOf } from './trial-marks.js';

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

/** The visitor's own account, if it has one. */
export async function accountOf(db: Db, visitorId: string): Promise<string | null> {
  const row = await db
    .selectFrom('visitor_accounts')
    .select('account_id')
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** Every account whose purchases the visitor holds: its own and those it restored, by id. */
export async function accountsOf(db: Db, visitorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('visitor_accounts')
    .select('account_id')
    .where('visitor_id', '=', visitorId)
    .union(
      db.selectFrom('visitor_restores').select('account_id').where('visitor_id', '=', visitorId),
    )
    .execute();
  return rows.map((r) => r.account_id).sort();
}

/** The visitor's own account and its code, if it has one. */
async function ownAccount(
  db: Db,
  visitorId: string,
): Promise<{ id: string; restoreCode: string } | undefined> {
  const row = await db
    .selectFrom('visitor_accounts as va')
    .innerJoin('accounts as a', 'a.id', 'va.account_id')
    .select(['a.id', 'a.restore_code'])
    .where('va.visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row && { id: row.id, restoreCode: row.restore_code };
}

/** The visitor's own account, made (with its restore code) when it has none. */
export async function ensureAccount(
  db: Kysely<Database>,
  visitorId: string,
): Promise<{ id: string; restoreCode: string }> {
  return (
    (await ownAccount(db, visitorId)) ??
    db.transaction().execute((trx) => ensureAccountIn(trx, visitorId))
  );
}

/**
 * The same, in the caller's transaction. Two first calls at once make one: the visitor's row is
 * the primary key, and the loser removes its unused account and reads the winner's (committed by
 * then: the conflicting insert waited for it).
 */
export async function ensureAccountIn(
  trx: Transaction<Database>,
  visitorId: string,
): Promise<{ id: string; restoreCode: string }> {
  const existing = await ownAccount(trx, visitorId);
  if (existing) return existing;
  const id = randomUUID();
  const restoreCode = newRestoreCode();
  // A visitor that has had a trial marks every account it holds, a new one too.
  const marked = (await trialMarkOf(trx, visitorId)) !== undefined;
  await trx
    .insertInto('accounts')
    .values({
      id,
      restore_code: restoreCode,
      restore_code_hash: codeHash(restoreCode),
      trial_used: marked ? 1 : 0,
    })
    .execute();
  const linked = await trx
    .insertInto('visitor_accounts')
    .values({ visitor_id: visitorId, account_id: id })
    .onConflict((oc) => oc.column('visitor_id').doNothing())
    .executeTakeFirst();
  if (Number(linked.numInsertedOrUpdatedRows ?? 0) > 0) return { id, restoreCode };
  await trx.deleteFrom('accounts').where('id', '=', id).execute();
  const winner = await ownAccount(trx, visitorId);
  if (!winner) throw new Error(`the account of visitor ${visitorId} vanished`);
  return winner;
}

const codeHash = (code: string) => hashRestoreCode(normaliseRestoreCode(code) as string);

/**
 * Locks the accounts' rows (PostgreSQL), always in id order, and reads their trial marks after
 * the lock is held. SQLite needs no row lock: its transactions begin with the write lock.
 */
export async function lockAccounts(
  trx: Transaction<Database>,
  dialect: Dialect,
  accountIds: readonly string[],
): Promise<{ id: string; trialUsed: boolean }[]> {
  if (accountIds.length === 0) return [];
  const query = trx
    .selectFrom('accounts')
    .select(['id', 'trial_used'])
    .where('id', 'in', [...new Set(accountIds)].sort())
    .orderBy('id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => ({ id: r.id, trialUsed: Number(r.trial_used) === 1 }));
}

/** Takes one account's row lock, so reading its grants and then adding one runs one at a time. */
export async function lockAccount(
  trx: Transaction<Database>,
  dialect: Dialect,
  accountId: string,
): Promise<void> {
  await lockAccounts(trx, dialect, [accountId]);
}

// ---------------------------------------------------------------- what is owned

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
  id: string;
  product_id: string;
  kind: 'pack' | 'plan';
  pack_id: string | null;
  source: 'purchase' | 'trial';
  starts_at: number | string;
  expires_at: number | string | null;
  title: string;
}

/** The accounts a visitor holds and the trial that counts for it. */
async function holdingsOf(
  db: Db,
  visitorId: string,
): Promise<{ accountIds: string[]; trialGrantId: string | null }> {
  const [accountIds, mark] = await Promise.all([
    accountsOf(db, visitorId),
    trialMarkOf(db, visitorId),
  ]);
  return { accountIds, trialGrantId: mark ?? null };
}

/**
 * The grants that count for a visitor holding these accounts: every purchase, and of the trials
 * only its own (`trialGrantId`, the first it started or restored): a browser that restored other
 * codes with a trial each has still had one trial, whatever it forgot since.
 */
async function grantsOf(
  db: Db,
  { accountIds, trialGrantId }: { accountIds: readonly string[]; trialGrantId: string | null },
): Promise<GrantView[]> {
  if (accountIds.length === 0) return [];
  const grants = await db
    .selectFrom('grants as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select([
      'g.id',
      'g.product_id',
      'g.kind',
      'g.pack_id',
      'g.source',
      'g.starts_at',
      'g.expires_at',
      'p.title',
    ])
    .where('g.account_id', 'in', accountIds)
    .orderBy('g.starts_at')
    .orderBy('g.id')
    .execute();
  return grants.filter((g) => g.source === 'purchase' || g.id === trialGrantId);
}

/**
 * Whether a grant counts at `now`: until it expires. A grant starts when it is written (its
 * `starts_at` is that moment), so a request whose clock was read just before a concurrent grant
 * committed (the buyer's return racing Stripe's webhook) still counts it.
 */
const isActive = (g: GrantView, now: number) => g.expires_at === null || Number(g.expires_at) > now;

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
  const holdings = await holdingsOf(db, visitorId);
  if (holdings.accountIds.length === 0) return new Set();
  const [grants, allPacks] = await Promise.all([grantsOf(db, holdings), packIds(db)]);
  return new Set(ownedFrom(grants, allPacks, now));
}

/** Everything GET /api/purchases answers for this visitor. */
export async function purchasesOf(db: Db, visitorId: string, now: number): Promise<Purchases> {
  const [holdings, own, allPacks] = await Promise.all([
    holdingsOf(db, visitorId),
    ownAccount(db, visitorId),
    packIds(db),
  ]);
  const grants = await grantsOf(db, holdings);
  const plan = activePlan(grants, now);
  const owned = ownedFrom(grants, allPacks, now);
  return {
    products: grants
      .filter((g) => g.source === 'purchase')
      .map((g) => ({ productId: g.product_id, title: g.title, purchasedAt: iso(g.starts_at) })),
    plan,
    ownedPackIds: owned,
    restoreCode: own?.restoreCode ?? null,
    freeProblems:
      plan === null && owned.length === 0 ? await freeProblemsOf(db, visitorId, now) : null,
  };
}

// ---------------------------------------------------------------- restore

const tooManyCodes = () =>
  new HttpError(429, 'rate_limited', 'Too many wrong restore codes, please try again later');

/**
 * Adds the account of `code` to the visitor. What the visitor held before stays its own and
 * reachable with its own code; nothing moves between accounts. A trial mark on either side is
 * carried to every account of the visitor.
 *
 * `client` is the address checks are counted against: one check of the window is taken before
 * the code is looked at (an atomic increment on both databases, so concurrent requests can never
 * check more than RESTORE_MAX_FAILURES wrong codes) and given back when the code is right. Throws
 * 404 `unknown_code` for a wrong code and 429 (with `retryAfterS`) once the window's checks are
 * used up.
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
  const normalised = normaliseRestoreCode(code);
  const hash = hashRestoreCode(normalised ?? '');
  // One transaction, one commit: the check is taken first (on PostgreSQL the client's row stays
  // locked until the commit, so its concurrent restores count one after the other), a right code
  // gives it back, and a wrong one commits it before the 404 is thrown.
  const outcome = await db.transaction().execute(async (trx) => {
    // Past windows count for nobody: the table holds the current window's clients only.
    await trx.deleteFrom('restore_failures').where('window_start', '<', windowStart).execute();
    const taken = await trx
      .insertInto('restore_failures')
      .values({ client, window_start: windowStart, failures: 1 })
      .onConflict((oc) =>
        oc.columns(['client', 'window_start']).doUpdateSet((eb) => ({
          failures: eb(eb.ref('restore_failures.failures'), '+', 1),
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (Number(taken.failures) > RESTORE_MAX_FAILURES) return 'limited' as const;
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'restore_code_hash'])
      .where('restore_code_hash', '=', hash)
      .executeTakeFirst();
    const matches =
      normalised !== null &&
      account !== undefined &&
      timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(account.restore_code_hash, 'hex'));
    if (!matches || !account) return 'wrong' as const;
    await trx
      .updateTable('restore_failures')
      .set((eb) => ({ failures: eb(eb.ref('failures'), '-', 1) }))
      .where('client', '=', client)
      .where('window_start', '=', windowStart)
      .execute();
    return { accountId: account.id, added: await addAccount(trx, dialect, visitorId, account.id) };
  });
  if (outcome === 'limited') {
    const retryAfterS = Math.ceil((windowStart + RESTORE_WINDOW_MS - now) / 1000);
    throw Object.assign(tooManyCodes(), { retryAfterS });
  }
  if (outcome === 'wrong') {
    log.warn({ visitorId }, 'restore: wrong code');
    throw new HttpError(404, 'unknown_code', 'No purchases have this restore code', 'code');
  }
  const { accountId, added } = outcome;
  log.info(
    { visitorId, accountId, added },
    added ? 'restore: purchases added to visitor' : 'restore: visitor already held them',
  );
  return purchasesOf(db, visitorId, now);
}

/**
 * Adds `accountId` to the accounts the visitor holds, carrying a trial mark on either side to all
 * of them and to the visitor. False when the visitor held it already.
 */
async function addAccount(
  trx: Transaction<Database>,
  dialect: Dialect,
  visitorId: string,
  accountId: string,
): Promise<boolean> {
  const held = await accountsOf(trx, visitorId);
  if (held.includes(accountId)) return false;
  const accounts = await lockAccounts(trx, dialect, [...held, accountId]);
  await trx
    .insertInto('visitor_restores')
    .values({ visitor_id: visitorId, account_id: accountId })
    .onConflict((oc) => oc.columns(['visitor_id', 'account_id']).doNothing())
    .execute();
  const ids = accounts.map((a) => a.id);
  // A visitor marked before keeps its trial; one that now holds a trial (or a marked account)
  // gets its mark: the earliest trial it holds, or none when only an account was marked.
  let marked = (await trialMarkOf(trx, visitorId)) !== undefined;
  if (!marked) {
    const trial = await earliestTrial(trx, ids);
    if (trial !== null || accounts.some((a) => a.trialUsed)) {
      await markVisitors(trx, [visitorId], trial);
      marked = true;
    }
  }
  if (marked) await markAccountsTrialUsed(trx, ids);
  return true;
}

// ---------------------------------------------------------------- code and browser lifecycle

/**
 * Replacements of one code this close together are one replacement: a double click, or a page
 * open in two tabs, would otherwise show a code that the other request replaced at once.
 */
export const ROTATION_MERGE_MS = 5_000;

/**
 * Gives the visitor's own account a new restore code: the old one stops working at once.
 * Browsers that entered the old code keep what they restored. 404 before the first checkout or
 * trial (there is no code yet). Under the account's lock, a code replaced less than
 * ROTATION_MERGE_MS ago is kept, so requests sent at once all answer the one code that works.
 */
export async function rotateRestoreCode(
  db: Kysely<Database>,
  dialect: Dialect,
  visitorId: string,
  now: number,
  log: FastifyBaseLogger,
): Promise<Purchases> {
  const accountId = await accountOf(db, visitorId);
  if (!accountId)
    throw notFound('There is no restore code yet: it comes with the first purchase or trial');
  const replaced = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, dialect, accountId);
    const { restore_code_rotated_at: last } = await trx
      .selectFrom('accounts')
      .select('restore_code_rotated_at')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (last !== null && now - Number(last) < ROTATION_MERGE_MS) return false;
    const code = newRestoreCode();
    await trx
      .updateTable('accounts')
      .set({ restore_code: code, restore_code_hash: codeHash(code), restore_code_rotated_at: now })
      .where('id', '=', accountId)
      .execute();
    return true;
  });
  log.info(
    { visitorId, accountId },
    replaced ? 'restore: code replaced' : 'restore: code just replaced, kept',
  );
  return purchasesOf(db, visitorId, now);
}

/**
 * Detaches this browser from every account it holds (a shared computer): its purchases leave with
 * it and stay reachable with their codes. A trial it had stays had.
 */
export async function forgetBrowser(
  db: Kysely<Database>,
  visitorId: string,
  now: number,
  log: FastifyBaseLogger,
): Promise<Purchases> {
  const accountIds = await db.transaction().execute(async (trx) => {
    const held = await accountsOf(trx, visitorId);
    await trx.deleteFrom('visitor_restores').where('visitor_id', '=', visitorId).execute();
    await trx.deleteFrom('visitor_accounts').where('visitor_id', '=', visitorId).execute();
    return held;
  });
  log.info({ visitorId, accountIds }, 'restore: browser detached from its purchases');
  return purchasesOf(db, visitorId, now);
}
