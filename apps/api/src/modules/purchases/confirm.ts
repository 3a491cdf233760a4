import type { PurchaseConfirmResponse, PurchaseStatus } from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Dialect } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound, paymentsNotConfigured } from '../../lib/http-error.js';
import { fulfil, stringMetadata } from './fulfilment.js';
import { refundDuplicate } from './refund-duplicates.js';
import { accountOf, accountsOf, purchasesOf } from './service.js';

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
 * comes first grants; together they grant once). A payment for what the browser already had
 * answers `duplicate` (and its refund is asked of Stripe, if the webhook has not yet). `held`
 * says whether this browser still holds the account the order grants to: not when it was told to
 * forget its purchases while paying.
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
    .select(['id', 'product_id', 'status', 'account_id'])
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
      if (done.duplicate) status = 'duplicate';
      else if (!done.owned) status = 'failed';
    }
    if (status === 'duplicate') {
      // The webhook asks too; a failure here leaves it to the webhook's redelivery.
      await refundDuplicate({ db, stripe, log }, paymentIntentId).catch(() => undefined);
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
  const held =
    order.account_id !== null && (await accountsOf(db, visitorId)).includes(order.account_id);
  return {
    status,
    productId: order.product_id,
    held,
    purchases: await purchasesOf(db, visitorId, now),
  };
}
