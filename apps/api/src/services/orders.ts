import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

export interface PendingOrder {
  productId: string;
  amountCents: number;
  paymentIntentId: string;
  idempotencyKey: string;
  visitorId: string;
}

/** The order created with this (visitor-scoped) idempotency key, if any. */
export async function findOrderByIdempotencyKey(
  db: Kysely<Database>,
  idempotencyKey: string,
): Promise<{ product_id: string } | undefined> {
  return db
    .selectFrom('orders')
    .select('product_id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Records the order behind a new PaymentIntent; a retried request (same intent) adds nothing. */
export async function recordPendingOrder(db: Kysely<Database>, order: PendingOrder): Promise<void> {
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
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .execute();
}

export interface PaymentOutcome {
  eventId: string;
  eventType: string;
  /** null for events that do not change an order (they are still recorded as seen). */
  status: 'paid' | 'failed' | null;
  paymentIntentId: string;
  productId: string | undefined;
  amountCents: number;
}

/**
 * Applies a webhook event exactly once: the event id is recorded in the same transaction as the
 * order change, so a redelivery finds it and changes nothing. `paid` is final: a late `failed`
 * for an earlier attempt never overwrites it. Returns false for an event already applied.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  outcome: PaymentOutcome,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('stripe_events')
      .values({ id: outcome.eventId, type: outcome.eventType })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (outcome.status === null) return true;

    const updated = await trx
      .updateTable('orders')
      .set({ status: outcome.status, updated_at: sql`CURRENT_TIMESTAMP` })
      .where('payment_intent_id', '=', outcome.paymentIntentId)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return true;

    // No pending order here (created by another system, or already paid): record it if it is new.
    const product = outcome.productId
      ? await trx
          .selectFrom('products')
          .select('id')
          .where('id', '=', outcome.productId)
          .executeTakeFirst()
      : undefined;
    if (product) {
      await trx
        .insertInto('orders')
        .values({
          id: randomUUID(),
          product_id: product.id,
          amount_cents: outcome.amountCents,
          currency: 'usd',
          status: outcome.status,
          payment_intent_id: outcome.paymentIntentId,
          idempotency_key: null,
          visitor_id: null,
        })
        .onConflict((oc) => oc.column('payment_intent_id').doNothing())
        .execute();
    }
    return true;
  });
}
