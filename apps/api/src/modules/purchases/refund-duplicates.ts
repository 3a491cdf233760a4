/**
 * The refund of a payment for what its buyer already had: an order the fulfilment marked
 * `refunded` with a row in `duplicate_payments` (two tabs both paid). It is asked of Stripe after
 * the transaction that marked the order has committed, with the order's own idempotency key, so
 * asking again (the webhook redelivered after a failure, the buyer's return) never refunds twice.
 * Stripe then sends `charge.refunded`, which finds the order refunded already.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

export interface Refunds {
  db: Kysely<Database>;
  /** Null while the server has no Stripe keys (then nothing can be refunded: logged). */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/**
 * Refunds the intent's payment when its order paid for what was owned; does nothing otherwise. Throws 502
 * `payment_provider_error` when Stripe does not refund it (the caller may answer so, and be asked
 * again).
 */
export async function refundDuplicate(
  { db, stripe, log }: Refunds,
  paymentIntentId: string,
): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('duplicate_payments as d', 'd.order_id', 'orders.id')
    .select(['id', 'product_id', 'account_id', 'visitor_id', 'amount_cents'])
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  if (!order) return;
  const who = {
    orderId: order.id,
    productId: order.product_id,
    accountId: order.account_id,
    visitorId: order.visitor_id,
    paymentIntentId,
    amount: Number(order.amount_cents),
  };
  if (!stripe) {
    log.error(who, 'duplicate payment: no Stripe key to refund it with');
    return;
  }
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        reason: 'duplicate',
        metadata: { orderId: order.id, why: 'already_owned' },
      },
      { idempotencyKey: `refund-duplicate-${order.id}` },
    );
    log.warn(
      { ...who, refundId: refund.id, refundStatus: refund.status },
      'duplicate payment refunded through Stripe',
    );
  } catch (err) {
    log.error({ ...who, err: (err as Error).message }, 'duplicate payment: the refund failed');
    throw new HttpError(
      502,
      'payment_provider_error',
      'The payment provider did not answer, please try again',
    );
  }
}
