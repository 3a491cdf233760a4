/**
 * Fulfilment: the one step that turns a succeeded PaymentIntent into what was bought. The
 * `payment_intent.succeeded` webhook and the buyer's return to the site (POST
 * /api/purchases/confirm) both run it, in whichever order they arrive, or at once:
 *
 * - it runs inside the caller's transaction (the webhook's also records the event id);
 * - on PostgreSQL it first takes the order's row lock (`SELECT … FOR UPDATE`), so a second run
 *   waits for the first to commit and then finds the order paid and its grant there; SQLite runs
 *   one write transaction at a time;
 * - the grant's `order_id` is UNIQUE and inserted with ON CONFLICT DO NOTHING, so even without the
 *   lock two runs could never both insert: one order grants once.
 *
 * A pack is granted for ever; a plan (`pro` with the order's pack, `master`) for PLAN_DAYS after
 * the end of the account's grants of that plan (and, for Pro, that pack), or after now (`plans.ts`).
 *
 * A payment for what the buyer already had is not granted: a pack bought before (by the order's
 * account or any account its visitor holds), or a plan paid for again from a checkout opened
 * before the other payment was made (two tabs both paid; a renewal is a checkout opened after).
 * The order is marked `refunded` (with a row in `duplicate_payments` saying which grant it
 * duplicated) and the caller refunds it through Stripe (`refund-duplicates.ts`).
 *
 * Only the order's money is granted: an intent that succeeded for another amount or currency than
 * the order's (less, more, or other money) marks the order `amount_mismatch` (logged at error
 * level) and grants nothing, and an order already `refunded` or `disputed` (its refund or dispute
 * arrived before this payment's own event) is never granted.
 */
import { randomUUID } from 'node:crypto';
import { PLAN_DAYS } from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/create-db.js';
import type { Database, OrderTable } from '../../db/schema.js';
import { planExpiry } from './plans.js';
import { accountsOf, lockAccount } from './service.js';

/** What fulfilment reads from a succeeded PaymentIntent (the webhook's event or Stripe's answer). */
export interface SucceededIntent {
  id: string;
  amountCents: number;
  /** The intent's three-letter currency, as Stripe sent it ('' when absent: it matches no order). */
  currency: string;
  metadata: Record<string, string | undefined>;
}

/** The currency of every catalog price (and so of every order this server records). */
export const CATALOG_CURRENCY = 'usd';

/** Orders whose payment never grants: succeeded for the wrong money, or taken back. */
const NEVER_GRANTED = new Set(['amount_mismatch', 'refunded', 'disputed']);

/** Sets an order's status (and when it changed). */
export async function setOrderStatus(
  trx: Transaction<Database>,
  orderId: string,
  status: OrderTable['status'],
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status, updated_at: sql`CURRENT_TIMESTAMP` })
    .where('id', '=', orderId)
    .execute();
}

/** Whether the order paid for what its buyer already had. */
export async function isDuplicate(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('duplicate_payments')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The string entries of a PaymentIntent's metadata (anything else is ignored). */
export function stringMetadata(metadata: unknown): Record<string, string> {
  if (metadata === null || typeof metadata !== 'object') return {};
  return Object.fromEntries(
    Object.entries(metadata).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface Fulfilment {
  orderId: string | null;
  productId: string | null;
  /** True when this run inserted the grant; false when it was already there (or not grantable). */
  granted: boolean;
  /** True when the order's grant exists after this run (inserted now or before). */
  owned: boolean;
  /** True when the order paid for what its buyer already had (its money is to be refunded). */
  duplicate: boolean;
}

/** Whether the order's grant exists (a revoked one is no longer in `grants`). */
export async function orderGranted(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const grant = await db
    .selectFrom('grants')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return grant !== undefined;
}

async function orderFor(trx: Transaction<Database>, dialect: Dialect, paymentIntentId: string) {
  const query = trx
    .selectFrom('orders')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Marks the order of `intent` paid and grants its product to the order's account, once. An order
 * this server did not record is recorded from the intent's metadata, at the product's catalog
 * price (and granted when the metadata names an existing account and the intent paid that price).
 */
export async function fulfil(
  trx: Transaction<Database>,
  dialect: Dialect,
  intent: SucceededIntent,
  now: number,
  log: FastifyBaseLogger,
): Promise<Fulfilment> {
  let order = await orderFor(trx, dialect, intent.id);
  if (!order) {
    const productId = intent.metadata.productId;
    const product = productId
      ? await trx
          .selectFrom('products')
          .select(['id', 'price_cents'])
          .where('id', '=', productId)
          .executeTakeFirst()
      : undefined;
    if (!product) {
      log.warn({ paymentIntentId: intent.id }, 'fulfilment: payment for no known product');
      return { orderId: null, productId: null, granted: false, owned: false, duplicate: false };
    }
    const accountId = intent.metadata.accountId;
    const account = accountId
      ? await trx.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst()
      : undefined;
    await trx
      .insertInto('orders')
      .values({
        id: randomUUID(),
        product_id: product.id,
        amount_cents: Number(product.price_cents),
        currency: CATALOG_CURRENCY,
        status: 'pending',
        payment_intent_id: intent.id,
        idempotency_key: null,
        visitor_id: null,
        account_id: account?.id ?? null,
        pack_id: intent.metadata.packId ?? null,
      })
      .onConflict((oc) => oc.column('payment_intent_id').doNothing())
      .execute();
    order = await orderFor(trx, dialect, intent.id);
    if (!order) throw new Error(`fulfilment: order of ${intent.id} vanished`);
  }

  const base = { orderId: order.id, productId: order.product_id, duplicate: false };
  const who = {
    orderId: order.id,
    productId: order.product_id,
    accountId: order.account_id,
    visitorId: order.visitor_id,
    paymentIntentId: intent.id,
  };
  if (NEVER_GRANTED.has(order.status)) {
    log.warn(
      { ...who, status: order.status },
      'fulfilment: the order was refunded, disputed, paid with the wrong money or paid twice; nothing granted',
    );
    return { ...base, granted: false, owned: false, duplicate: await isDuplicate(trx, order.id) };
  }
  const expected = Number(order.amount_cents);
  const paidCurrency = intent.currency.toLowerCase();
  if (intent.amountCents !== expected || paidCurrency !== order.currency.toLowerCase()) {
    // Stripe's word that this intent succeeded, but not for this order's money: never paid.
    if (order.status !== 'paid') await setOrderStatus(trx, order.id, 'amount_mismatch');
    log.error(
      {
        ...who,
        paid: intent.amountCents,
        paidCurrency,
        expected,
        expectedCurrency: order.currency,
      },
      'fulfilment: the payment is not the order amount or currency; nothing granted',
    );
    // An order paid before (with the right money) keeps what that payment granted.
    const owned = order.status === 'paid' && (await orderGranted(trx, order.id));
    return { ...base, granted: false, owned };
  }
  const already =
    order.account_id !== null &&
    (await trx
      .selectFrom('grants')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst());
  const product = await trx
    .selectFrom('products')
    .select(['id', 'kind'])
    .where('id', '=', order.product_id)
    .executeTakeFirstOrThrow();
  const isPlan = product.kind === 'subscription';
  if (order.account_id !== null && !already) {
    // Grants of one account are read and added one transaction at a time.
    await lockAccount(trx, dialect, order.account_id);
    const earlier = await paidBefore(trx, { ...order, account_id: order.account_id }, isPlan);
    if (earlier) {
      await setOrderStatus(trx, order.id, 'refunded');
      await trx
        .insertInto('duplicate_payments')
        .values({ order_id: order.id, duplicate_of: earlier.id })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      log.warn(
        { ...who, duplicateOfOrderId: earlier.order_id, duplicateOfGrantId: earlier.id },
        'fulfilment: paid for what the buyer already had; nothing granted, the payment is refunded',
      );
      return { ...base, granted: false, owned: false, duplicate: true };
    }
  }
  if (order.status !== 'paid') {
    await setOrderStatus(trx, order.id, 'paid');
    log.info(
      { orderId: order.id, productId: order.product_id, accountId: order.account_id },
      'order paid',
    );
  }
  if (order.account_id === null) {
    log.warn({ orderId: order.id }, 'fulfilment: the order names no account; nothing granted');
    return { ...base, granted: false, owned: false };
  }
  if (already) return { ...base, granted: false, owned: true };

  const stack = { accountId: order.account_id, productId: product.id, packId: order.pack_id };
  const expiresAt = isPlan ? await planExpiry(trx, stack, PLAN_DAYS, now) : null;
  const grantId = randomUUID();
  const inserted = await trx
    .insertInto('grants')
    .values({
      id: grantId,
      account_id: order.account_id,
      kind: isPlan ? 'plan' : 'pack',
      product_id: product.id,
      pack_id: isPlan ? order.pack_id : null,
      order_id: order.id,
      source: 'purchase',
      starts_at: now,
      expires_at: expiresAt,
      days: isPlan ? PLAN_DAYS : null,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  const granted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (granted)
    log.info(
      {
        grantId,
        orderId: order.id,
        productId: product.id,
        packId: isPlan ? order.pack_id : null,
        accountId: order.account_id,
        visitorId: order.visitor_id,
        source: 'purchase',
        expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      },
      'grant: purchase fulfilled',
    );
  return { ...base, granted, owned: true };
}

/**
 * The grant that makes this order a second payment for the same thing, if any: for a pack, the
 * pack bought by the order's account or by any account its visitor holds; for a plan, a payment of
 * the same plan (and pack) granted on the account after this order's checkout was opened (a
 * checkout opened later is a renewal, which stacks).
 */
async function paidBefore(
  trx: Transaction<Database>,
  order: {
    id: string;
    account_id: string;
    visitor_id: string | null;
    product_id: string;
    pack_id: string | null;
    opened_at: number | string | null;
  },
  isPlan: boolean,
) {
  const accounts = isPlan
    ? [order.account_id]
    : [order.account_id, ...(order.visitor_id ? await accountsOf(trx, order.visitor_id) : [])];
  let query = trx
    .selectFrom('grants')
    .select(['id', 'order_id'])
    .where('account_id', 'in', accounts)
    .where('product_id', '=', order.product_id)
    .where('source', '=', 'purchase')
    .where('order_id', '!=', order.id);
  if (isPlan) {
    if (order.opened_at === null) return undefined;
    query = query
      .where('starts_at', '>', Number(order.opened_at))
      .where((eb) =>
        order.pack_id === null ? eb('pack_id', 'is', null) : eb('pack_id', '=', order.pack_id),
      );
  }
  return query.limit(1).executeTakeFirst();
}
