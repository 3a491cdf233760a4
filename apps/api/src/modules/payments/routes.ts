import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { createPaymentIntent } from './service.js';

const payments: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.getPaymentsConfig,
    handler: async () => {
      const { secretKey, publishableKey } = app.config.stripe;
      // Both halves are needed for a working checkout; otherwise the page shows "not configured".
      return { publishableKey: secretKey && publishableKey ? publishableKey : null };
    },
  });

  app.route({
    ...operations.createPaymentIntent,
    config: { rateLimit: app.rateLimits.payments },
    handler: async (request, reply) =>
      createPaymentIntent(
        { db: app.db, stripe: app.stripe, log: request.log, now: app.now() },
        () => request.returningVisitorId(reply),
        request.body,
        request.headers['idempotency-key'],
      ),
  });
};

export default payments;
