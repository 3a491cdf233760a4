import { operations } from '@mathtools/contracts/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { clientNetwork } from '../../plugins/rate-limit.js';
import { confirmPurchase } from './confirm.js';
import { forgetBrowser, purchasesOf, restorePurchases, rotateRestoreCode } from './service.js';
import { startTrial } from './trials.js';

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
 * `no-store`; every POST needs the visitor cookie an earlier call set (400 `cookie_required`).
 * Per-client limits count a client's network (`clientNetwork`), as the route limits do.
 */
const purchases: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...operations.getPurchases,
    handler: async (request) => purchasesOf(app.db, request.readingVisitorId(), app.now()),
  });

  app.route({
    ...operations.confirmPurchase,
    config: { rateLimit: app.rateLimits.grades },
    handler: async (request, reply) =>
      confirmPurchase(
        { db: app.db, dialect: app.dbDialect, stripe: app.stripe, log: request.log },
        request.returningVisitorId(reply),
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
          request.returningVisitorId(reply),
          request.body.code,
          clientNetwork(request.ip),
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
          clientNetwork(request.ip),
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
      rotateRestoreCode(
        app.db,
        app.dbDialect,
        request.returningVisitorId(reply),
        app.now(),
        request.log,
      ),
  });

  app.route({
    ...operations.forgetBrowser,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) =>
      forgetBrowser(app.db, request.returningVisitorId(reply), app.now(), request.log),
  });
};

export default purchases;
