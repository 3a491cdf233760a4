import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { receiveStripeEvent } from './service.js';

/** Stripe events can be larger than a form; the signature is checked before anything is used. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** POST /api/stripe/webhook: Stripe's events, checked and applied by the service. */
const stripeWebhook: FastifyPluginAsyncZod = async (app) => {
  // This plugin is encapsulated: only here is JSON kept as raw bytes for the signature check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    ...operations.receiveStripeEvent,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    handler: async (request) =>
      receiveStripeEvent(
        {
          db: app.db,
          dialect: app.dbDialect,
          secret: app.config.stripe.webhookSecret,
          webhooks: app.stripeWebhooks,
          stripe: app.stripe,
          log: request.log,
        },
        request.body,
        request.headers['stripe-signature'],
        app.now(),
      ),
  });
};

export default stripeWebhook;
