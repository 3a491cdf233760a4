import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../db/create-db.js';
import type { Database } from '../db/schema.js';
import { fulfil } from './fulfilment.js';

export interface PendingOrder {
  productId: string;
  packId: string | null;
  accountId: string;
  amountCents: number;
  paymentIntentId: string;
  idempotencyKey: string;
  visitorId: string;
}

/** The order created with this (visitor-scoped) idempotency key, if any. */
export async function findOrderByIdempotencyKey(
  db: Kysely<Database>,
  idempotencyKey: string,
): Promise<{ product_id: string; pack_id: string | null } | undefined> {
  return db
    .selectFrom('orders')
    .select(['product_id', 'pack_id'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Records the order behind a new PaymentIntent and returns its id; a retried request (same
 * intent) adds nothing and returns the first one's.
 */
export async function recordPendingOrder(
  db: Kysely<Database>,
  order: PendingOrder,
): Promise<string> {
  await db
    .insertInto('orders')
    .values({
      id: randomUUID(),
      product_id: order.productId,
      amount_cents: order.amountCents,
      currency: 'usd',
      status: 'pending',
      payment_intent_id: order.paymentIntentId,
      idempotency_key: order.idempotencyKey,
      visitor_id: order.visitorId,
      account_id: order.accountId,
      pack_id: order.packId,
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('payment_intent_id', '=', order.paymentIntentId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PaymentOutcome {
  eventId: string;
  eventType: string;
  /** null for events that do not change an order (they are still recorded as seen). */
  status: 'paid' | 'failed' | null;
  paymentIntentId: string;
  amountCents: number;
  /** The PaymentIntent's metadata: `productId`, and `accountId`/`packId` when this server made it. */
  metadata: Record<string, string | undefined>;
}

/**
 * Applies a webhook event exactly once: the event id is recorded in the same transaction as the
 * order change, so a redelivery finds it and changes nothing. `paid` runs the fulfilment (which
 * grants what was bought, once, whoever runs it first); `paid` is final: a late `failed` for an
 * earlier attempt never overwrites it, and `failed` grants nothing. Returns false for an event
 * already applied.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  dialect: Dialect,
  outcome: PaymentOutcome,
  now: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('stripe_events')
      .values({ id: outcome.eventId, type: outcome.eventType })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (outcome.status === null) return true;
    if (outcome.status === 'paid') {
      await fulfil(
        trx,
        dialect,
        {
          id: outcome.paymentIntentId,
          amountCents: outcome.amountCents,
          metadata: outcome.metadata,
        },
        now,
        log,
      );
      return true;
    }

    const updated = await trx
      .updateTable('orders')
      .set({ status: 'failed', updated_at: sql`CURRENT_TIMESTAMP` })
      .where('payment_intent_id', '=', outcome.paymentIntentId)
      .where('status', '!=', 'paid')
      .returning(['id', 'product_id', 'account_id'])
      .executeTakeFirst();
    if (updated) {
      log.info(
        { orderId: updated.id, productId: updated.product_id, accountId: updated.account_id },
        'order failed: nothing granted',
      );
      return true;
    }

    // No pending order here (created by another system, or already paid): record it if it is new.
    const productId = outcome.metadata.productId;
    const product = productId
      ? await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()
      : undefined;
    if (product) {
      await trx
        .insertInto('orders')
        .values({
          id: randomUUID(),
          product_id: product.id,
          amount_cents: outcome.amountCents,
          currency: 'usd',
          status: 'failed',
          payment_intent_id: outcome.paymentIntentId,
          idempotency_key: null,
          visitor_id: null,
          account_id: null,
          pack_id: null,
        })
        .onConflict((oc) => oc.column('payment_intent_id').doNothing())
        .execute();
    }
    return true;
  });
}
