import { operations } from '@mathtools/contracts/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { confirmPurchase } from './confirm.js';
import {
  forgetBrowser,
  purchasesOf,
  restorePurchases,
  rotateRestoreCode,
  startTrial,
} from './service.js';

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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...operations.getPurchases,
    handler: async (request, reply) => purchasesOf(app.db, request.visitorId(reply), app.now()),
  });

  app.route({
    ...operations.confirmPurchase,
    config: { rateLimit: app.rateLimits.grades },
    handler: async (request, reply) =>
      confirmPurchase(
        { db: app.db, dialect: app.dbDialect, stripe: app.stripe, log: request.log },
        request.visitorId(reply),
        request.body.paymentIntentId,
        app.now(),
      ),
  });

  app.route({
    ...operations.restorePurchases,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) =>
      withRetryAfter(reply, () =>
        restorePurchases(
          app.db,
          app.dbDialect,
          request.visitorId(reply),
          request.body.code,
          request.ip,
          app.now(),
          request.log,
        ),
      ),
  });

  app.route({
    ...operations.startTrial,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => {
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
          app.now(),
          request.log,
        ),
      );
    },
  });

  app.route({
    ...operations.rotateRestoreCode,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) =>
      rotateRestoreCode(app.db, request.visitorId(reply), app.now(), request.log),
  });

  app.route({
    ...operations.forgetBrowser,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) =>
      forgetBrowser(app.db, request.visitorId(reply), app.now(), request.log),
  });
};

export default purchases;
