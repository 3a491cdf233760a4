import type { PurchaseConfirmResponse, PurchaseStatus } from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound, paymentsNotConfigured } from '../../lib/http-error.js';
import { fulfil, stringMetadata } from './fulfilment.js';
import { accountOf, purchasesOf } from './service.js';

/** How a PaymentIntent's status reads on the return page. */
function settled(status: string): PurchaseStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled' || status === 'requires_payment_method') return 'failed';
  return 'processing';
}

export interface Confirmation {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Null while the server has no Stripe keys. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/**
 * The return from the payment page: asks Stripe how the PaymentIntent of one of the visitor's
 * orders stands and, when it has succeeded, grants it with the webhook's fulfilment (whichever
 * comes first grants; together they grant once).
 */
export async function confirmPurchase(
  { db, dialect, stripe, log }: Confirmation,
  visitorId: string,
  paymentIntentId: string,
  now: number,
): Promise<PurchaseConfirmResponse> {
  if (!stripe) throw paymentsNotConfigured('Card payments');
  const accountId = await accountOf(db, visitorId);
  const order = await db
    .selectFrom('orders')
    .select(['id', 'product_id', 'status'])
    .where('payment_intent_id', '=', paymentIntentId)
    .where((eb) =>
      eb.or([
        eb('visitor_id', '=', visitorId),
        ...(accountId ? [eb('account_id', '=', accountId)] : []),
      ]),
    )
    .executeTakeFirst();
  if (!order) throw notFound('Unknown payment', 'paymentIntentId');

  let status: PurchaseStatus = 'succeeded';
  if (order.status !== 'paid') {
    let intent: { status: string; amount: number; currency: string; metadata: unknown };
    try {
      intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    } catch (err) {
      log.error(
        { err: (err as Error).message, orderId: order.id },
        'stripe: retrieving the PaymentIntent failed',
      );
      throw new HttpError(
        502,
        'payment_provider_error',
        'The payment provider did not answer, please try again',
      );
    }
    status = settled(intent.status);
    if (status === 'succeeded') {
      const done = await db.transaction().execute((trx) =>
        fulfil(
          trx,
          dialect,
          {
            id: paymentIntentId,
            amountCents: intent.amount,
            currency: typeof intent.currency === 'string' ? intent.currency : '',
            metadata: stringMetadata(intent.metadata),
          },
          now,
          log,
        ),
      );
      // Never `succeeded` with nothing owned: the wrong amount or currency, or a payment
      // already refunded or disputed, granted nothing.
      if (!done.owned) status = 'failed';
    }
    log.info(
      { orderId: order.id, productId: order.product_id, visitorId, status },
      'purchase confirmed on return',
    );
  } else {
    const grant = await db
      .selectFrom('grants')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!grant) status = 'failed';
  }
  return {
    status,
    productId: order.product_id,
    purchases: await purchasesOf(db, visitorId, now),
  };
}
