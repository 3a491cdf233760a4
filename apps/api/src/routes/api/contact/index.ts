import { randomUUID } from 'node:crypto';
import { apiPaths, ContactRequest, ContactResponse } from '@mathtools/contracts';
import { maskEmail } from '../../../lib/mask.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';

/** Stores the message (committed before the 2xx goes out) and answers with its id. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.contact,
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: { body: ContactRequest, response: { 201: ContactResponse } },
    },
    async (request, reply) => {
      const id = randomUUID();
      await app.db
        .insertInto('contact_messages')
        .values({ id, ...request.body })
        .execute();
      request.log.info({ id, email: maskEmail(request.body.email) }, 'contact message stored');
      return reply.code(201).send({ ok: true as const, id });
    },
  );
};

export default contact;
