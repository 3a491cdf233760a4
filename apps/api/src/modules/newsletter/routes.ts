import { operations } from '@mathtools/contracts/operations';
import { maskEmail } from '../../lib/mask.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

export const SUBSCRIBED_MESSAGE = "You've been subscribed to our newsletter";

/** Stores each (trimmed, lower-cased) address once; subscribing again is still a success. */
const newsletter: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.subscribeNewsletter,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request) => {
      const { email } = request.body;
      await app.db
        .insertInto('newsletter_subscribers')
        .values({ email })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      request.log.info({ email: maskEmail(email) }, 'newsletter subscription');
      return { ok: true as const, message: SUBSCRIBED_MESSAGE };
    },
  });
};

export default newsletter;
