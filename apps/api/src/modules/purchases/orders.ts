import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/create-db.js';
import type { Database, GrantTable, RevokedGrantTable } from '../../db/schema.js';
import { CATALOG_CURRENCY, fulfil, type SucceededIntent, setOrderStatus } from './fulfilment.js';
import { restackPlan } from './plans.js';
import { lockAccount } from './service.js';

export interface PendingOrder {
  productId: string;
  packId: string | null;
  accountId: string;
  amountCents: number;
  paymentIntentId: string;
  idempotencyKey: string;
  visitorId: string;
  /** When the checkout was opened (milliseconds since 1970). */
  openedAt: number;
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
      currency: CATALOG_CURRENCY,
      status: 'pending',
      payment_intent_id: order.paymentIntentId,
      idempotency_key: order.idempotencyKey,
      visitor_id: order.visitorId,
      account_id: order.accountId,
      pack_id: order.packId,
      opened_at: order.openedAt,
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

/**
 * What a Stripe event asks of an order, read from the event's object:
 * - `paid` (`payment_intent.succeeded`): fulfil the order, if it paid the order's money;
 * - `failed` (`payment_intent.payment_failed`): mark a pending order failed;
 * - `refund` (`charge.refunded`): a full refund revokes the order's grant and marks it `refunded`;
 *   a partial one is only logged;
 * - `dispute` (`charge.dispute.created`): revokes the order's grant and marks it `disputed`;
 * - `disputeClosed` (`charge.dispute.closed`): a dispute won (or an inquiry closed without a
 *   chargeback) gives the grant back and marks the order `paid` again; a lost one changes nothing;
 * - `ignored`: anything else (still recorded as seen).
 */
export type PaymentEvent =
  | { kind: 'paid'; intent: Required<SucceededIntent> }
  | {
      kind: 'failed';
      paymentIntentId: string;
      amountCents: number;
      currency: string;
      metadata: Record<string, string | undefined>;
    }
  | {
      kind: 'refund';
      /** null when the charge names no PaymentIntent (then no order can be found). */
      paymentIntentId: string | null;
      chargeId: string;
      amountCents: number;
      refundedCents: number;
      /** The whole charge is refunded (Stripe's `refunded`, or refunded amount ≥ amount). */
      full: boolean;
    }
  | {
      kind: 'dispute';
      paymentIntentId: string | null;
      disputeId: string;
      chargeId: string | null;
      amountCents: number;
      reason: string | null;
    }
  | {
      kind: 'disputeClosed';
      paymentIntentId: string | null;
      disputeId: string;
      /** Stripe's dispute status: `won`, `lost`, `warning_closed`, … */
      status: string;
    }
  | { kind: 'ignored' };

/**
 * Applies a webhook event exactly once: the event id is recorded in the same transaction as the
 * order change, so a redelivery finds it and changes nothing. `paid` runs the fulfilment (which
 * grants what was bought, once, whoever runs it first, and only for the order's amount and
 * currency); `paid` is final for a late `failed`; a refund or dispute takes the grant back.
 * Returns false for an event already applied.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  dialect: Dialect,
  eventId: string,
  eventType: string,
  event: PaymentEvent,
  now: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('stripe_events')
      .values({ id: eventId, type: eventType })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    switch (event.kind) {
      case 'ignored':
        return true;
      case 'paid':
        await fulfil(trx, dialect, event.intent, now, log);
        return true;
      case 'failed':
        await markFailed(trx, event, log);
        return true;
      case 'refund':
        if (!event.full) {
          const order = event.paymentIntentId
            ? await orderOfIntent(trx, dialect, event.paymentIntentId)
            : undefined;
          log.info(
            {
              eventId,
              orderId: order?.id ?? null,
              accountId: order?.account_id ?? null,
              visitorId: order?.visitor_id ?? null,
              paymentIntentId: event.paymentIntentId,
              chargeId: event.chargeId,
              amount: event.amountCents,
              refunded: event.refundedCents,
            },
            'partial refund: the order and its grant are unchanged',
          );
          return true;
        }
        await reverse(trx, dialect, 'refunded', event.paymentIntentId, now, log, {
          eventId,
          chargeId: event.chargeId,
          amount: event.amountCents,
          refunded: event.refundedCents,
        });
        return true;
      case 'dispute':
        await reverse(trx, dialect, 'disputed', event.paymentIntentId, now, log, {
          eventId,
          disputeId: event.disputeId,
          chargeId: event.chargeId,
          amount: event.amountCents,
          reason: event.reason,
        });
        return true;
      case 'disputeClosed':
        await closeDispute(trx, dialect, event, log);
        return true;
    }
  });
}

async function orderOfIntent(
  trx: Transaction<Database>,
  dialect: Dialect,
  paymentIntentId: string,
) {
  const query = trx
    .selectFrom('orders')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** A pending order fails; paid, taken back or wrongly paid orders stay as they are. */
async function markFailed(
  trx: Transaction<Database>,
  event: Extract<PaymentEvent, { kind: 'failed' }>,
  log: FastifyBaseLogger,
): Promise<void> {
  const updated = await trx
    .updateTable('orders')
    .set({ status: 'failed', updated_at: sql`CURRENT_TIMESTAMP` })
    .where('payment_intent_id', '=', event.paymentIntentId)
    .where('status', 'in', ['pending', 'failed'])
    .returning(['id', 'product_id', 'account_id'])
    .executeTakeFirst();
  if (updated) {
    log.info(
      { orderId: updated.id, productId: updated.product_id, accountId: updated.account_id },
      'order failed: nothing granted',
    );
    return;
  }

  // No pending order here (created by another system, or already settled): record it if it is new.
  const productId = event.metadata.productId;
  const product = productId
    ? await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()
    : undefined;
  if (product) {
    await trx
      .insertInto('orders')
      .values({
        id: randomUUID(),
        product_id: product.id,
        amount_cents: event.amountCents,
        currency: event.currency || CATALOG_CURRENCY,
        status: 'failed',
        payment_intent_id: event.paymentIntentId,
        idempotency_key: null,
        visitor_id: null,
        account_id: null,
        pack_id: null,
      })
      .onConflict((oc) => oc.column('payment_intent_id').doNothing())
      .execute();
  }
}

/**
 * The money of an order came back (a full refund) or is being taken back (a dispute): the order is
 * marked `refunded`/`disputed` (the first of the two stays) and its grant is revoked, i.e. moved
 * from `grants` to `revoked_grants`, so nothing counts it any more; a plan's stack is worked out
 * again without it, so its later payments move up by exactly its period. An order still pending
 * (its refund arrived before its payment's event) is marked too, and its payment then grants
 * nothing. A refund or dispute of an intent with no order is logged and changes nothing.
 */
async function reverse(
  trx: Transaction<Database>,
  dialect: Dialect,
  reason: 'refunded' | 'disputed',
  paymentIntentId: string | null,
  now: number,
  log: FastifyBaseLogger,
  details: Record<string, unknown>,
): Promise<void> {
  const order = paymentIntentId ? await orderOfIntent(trx, dialect, paymentIntentId) : undefined;
  if (!order) {
    log.warn(
      { ...details, paymentIntentId, reason },
      `${reason === 'refunded' ? 'refund' : 'dispute'} of an unknown payment: nothing revoked`,
    );
    return;
  }
  const taken = order.status === 'refunded' || order.status === 'disputed';
  if (!taken) await setOrderStatus(trx, order.id, reason);
  if (order.account_id !== null) await lockAccount(trx, dialect, order.account_id);
  const grants = await trx
    .selectFrom('grants')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  for (const grant of grants) {
    await trx
      .insertInto('revoked_grants')
      .values({ ...grantColumns(grant), granted_at: grant.created_at, revoked_at: now, reason })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx.deleteFrom('grants').where('id', '=', grant.id).execute();
    // The plan's later payments move up: exactly this payment's period is taken off.
    await restackIfPlan(trx, grant);
  }
  log.warn(
    {
      ...details,
      orderId: order.id,
      productId: order.product_id,
      accountId: order.account_id,
      visitorId: order.visitor_id,
      paymentIntentId,
      previousStatus: order.status,
      status: taken ? order.status : reason,
      revokedGrantIds: grants.map((g) => g.id),
    },
    reason === 'refunded'
      ? 'order refunded: its grant is revoked'
      : 'order disputed: its grant is revoked',
  );
}

/** What a grant and its revoked copy share. */
const grantColumns = (grant: Selectable<GrantTable> | Selectable<RevokedGrantTable>) => ({
  id: grant.id,
  account_id: grant.account_id,
  kind: grant.kind,
  product_id: grant.product_id,
  pack_id: grant.pack_id,
  order_id: grant.order_id,
  source: grant.source,
  starts_at: grant.starts_at,
  expires_at: grant.expires_at,
  days: grant.days,
});

/** A plan grant left or joined its stack: the stack's ends are worked out again. */
const restackIfPlan = async (
  trx: Transaction<Database>,
  grant: ReturnType<typeof grantColumns>,
) => {
  if (grant.kind === 'plan')
    await restackPlan(trx, {
      accountId: grant.account_id,
      productId: grant.product_id,
      packId: grant.pack_id,
    });
};

/** A dispute's outcomes after which the money stays with the seller. */
const KEPT_AFTER_DISPUTE = new Set(['won', 'warning_closed']);

/**
 * A dispute is over. Won (or an inquiry closed without a chargeback): the money stays, so the
 * grants the dispute revoked come back (and a plan's stack is worked out again with them) and the
 * order is `paid` again. Lost: nothing changes. Only an order still `disputed` is reinstated (one
 * refunded meanwhile stays refunded).
 */
async function closeDispute(
  trx: Transaction<Database>,
  dialect: Dialect,
  event: Extract<PaymentEvent, { kind: 'disputeClosed' }>,
  log: FastifyBaseLogger,
): Promise<void> {
  const order = event.paymentIntentId
    ? await orderOfIntent(trx, dialect, event.paymentIntentId)
    : undefined;
  const details = {
    disputeId: event.disputeId,
    paymentIntentId: event.paymentIntentId,
    disputeStatus: event.status,
    orderId: order?.id ?? null,
    accountId: order?.account_id ?? null,
  };
  if (!order || !KEPT_AFTER_DISPUTE.has(event.status) || order.status !== 'disputed') {
    log.info({ ...details, status: order?.status ?? null }, 'dispute closed: nothing reinstated');
    return;
  }
  if (order.account_id !== null) await lockAccount(trx, dialect, order.account_id);
  const revoked = await trx
    .selectFrom('revoked_grants')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('reason', '=', 'disputed')
    .execute();
  for (const grant of revoked) {
    await trx
      .insertInto('grants')
      .values(grantColumns(grant))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx.deleteFrom('revoked_grants').where('id', '=', grant.id).execute();
    await restackIfPlan(trx, grant);
  }
  await setOrderStatus(trx, order.id, 'paid');
  log.warn(
    { ...details, reinstatedGrantIds: revoked.map((g) => g.id) },
    'order dispute won: its grant is reinstated',
  );
}
