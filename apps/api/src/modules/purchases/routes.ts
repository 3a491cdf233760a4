import {
  apiPaths,
  PurchaseConfirmRequest,
  PurchaseConfirmResponse,
  type PurchaseStatus,
  Purchases,
  RestoreRequest,
  TrialRequest,
} from '@mathtools/contracts';
import type { FastifyReply } from 'fastify';
import { HttpError, notFound, paymentsNotConfigured } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { fulfil, stringMetadata } from './fulfilment.js';
import {
  accountOf,
  forgetBrowser,
  purchasesOf,
  restorePurchases,
  rotateRestoreCode,
  startTrial,
} from './service.js';

/** How a PaymentIntent's status reads on the return page. */
function settled(status: string): PurchaseStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled' || status === 'requires_payment_method') return 'failed';
  return 'processing';
}

/** Runs `work`; a 429 it throws carries its wait (`retryAfterS`) to the Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const retryAfterS = (err as { retryAfterS?: number }).retryAfterS;
    if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
    throw err;
  }
}

/**
 * What the visitor owns (`GET /api/purchases`), the return from the payment page (confirm: the
 * same fulfilment as the webhook), restore codes and free trials. Answers are per visitor and
 * `no-store`.
 */
const purchases: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.purchases,
    { schema: { response: { 200: Purchases } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return purchasesOf(app.db, request.visitorId(reply), Date.now());
    },
  );

  app.post(
    apiPaths.purchaseConfirm,
    {
      config: { rateLimit: app.rateLimits.grades },
      schema: { body: PurchaseConfirmRequest, response: { 200: PurchaseConfirmResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stripe = app.stripe;
      if (!stripe) throw paymentsNotConfigured('Card payments');
      const visitorId = request.visitorId(reply);
      const { paymentIntentId } = request.body;
      const accountId = await accountOf(app.db, visitorId);
      const order = await app.db
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
          request.log.error(
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
          const now = Date.now();
          const done = await app.db.transaction().execute((trx) =>
            fulfil(
              trx,
              app.dbDialect,
              {
                id: paymentIntentId,
                amountCents: intent.amount,
                currency: typeof intent.currency === 'string' ? intent.currency : '',
                metadata: stringMetadata(intent.metadata),
              },
              now,
              request.log,
            ),
          );
          // Never `succeeded` with nothing owned: the wrong amount or currency, or a payment
          // already refunded or disputed, granted nothing.
          if (!done.owned) status = 'failed';
        }
        request.log.info(
          { orderId: order.id, productId: order.product_id, visitorId, status },
          'purchase confirmed on return',
        );
      } else {
        const grant = await app.db
          .selectFrom('grants')
          .select('id')
          .where('order_id', '=', order.id)
          .executeTakeFirst();
        if (!grant) status = 'failed';
      }
      return {
        status,
        productId: order.product_id,
        purchases: await purchasesOf(app.db, visitorId, Date.now()),
      };
    },
  );

  app.post(
    apiPaths.purchaseRestore,
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: { body: RestoreRequest, response: { 200: Purchases } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withRetryAfter(reply, () =>
        restorePurchases(
          app.db,
          app.dbDialect,
          request.visitorId(reply),
          request.body.code,
          request.ip,
          Date.now(),
          request.log,
        ),
      );
    },
  );

  app.post(
    apiPaths.purchaseTrial,
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: { body: TrialRequest, response: { 200: Purchases } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { plan, packId } = request.body;
      const visitorId = request.returningVisitorId(reply);
      return withRetryAfter(reply, () =>
        startTrial(
          app.db,
          app.dbDialect,
          visitorId,
          plan,
          packId,
          request.ip,
          Date.now(),
          request.log,
        ),
      );
    },
  );

  app.post(
    apiPaths.purchaseCode,
    { config: { rateLimit: app.rateLimits.forms }, schema: { response: { 200: Purchases } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateRestoreCode(app.db, request.visitorId(reply), Date.now(), request.log);
    },
  );

  app.post(
    apiPaths.purchaseForget,
    { config: { rateLimit: app.rateLimits.forms }, schema: { response: { 200: Purchases } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return forgetBrowser(app.db, request.visitorId(reply), Date.now(), request.log);
    },
  );
};

export default purchases;
